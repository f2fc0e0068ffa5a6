// Table cells shared by the lists.
import { externalHref } from '@app/shared/safe-url';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** A record's name, then a link to its page elsewhere (new tab) when the stored URL is a safe one. */
export const NameWithLink = ({ name, url, linkText }: { name: string; url: string | null; linkText: string }) => {
  const href = externalHref(url);
  return (
    <Box>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {name}
      </Box>
      {href && (
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1, fontSize: '0.85em' }}
        >
          {linkText} <OpenInNewIcon fontSize="inherit" />
        </Link>
      )}
    </Box>
  );
};
