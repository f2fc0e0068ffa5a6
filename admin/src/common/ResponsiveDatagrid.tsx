// A table on tablets and desktops, one card per record on phones: a 390 px screen cannot fit a table's
// columns and its Edit/Delete buttons side by side, so each card lists the fields with their column
// labels and ends with the row's actions (the column labelled 'Actions'). Sorting stays a desktop thing.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Datagrid, type DatagridProps, FieldTitle, RecordContextProvider, useListContext } from 'react-admin';
import { Spinner } from './listStates.tsx';

type FieldProps = { label?: string; source?: string; sortBy?: string };

const ACTIONS = 'Actions';

const FieldCards = ({ fields, empty }: { fields: ReactElement<FieldProps>[]; empty: ReactNode }) => {
  const { data, isPending } = useListContext();
  if (isPending) return <Spinner />;
  if (!data || data.length === 0) return <>{empty}</>;
  const [first, ...rest] = fields.filter((field) => field.props.label !== ACTIONS);
  const actions = fields.find((field) => field.props.label === ACTIONS);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
          <RecordContextProvider value={record}>
            <Card variant="outlined" sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
              {first && <Box sx={{ fontWeight: 600, mb: 0.5 }}>{first}</Box>}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
                {rest.map((field, index) => (
                  <Box key={field.key ?? index} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      <FieldTitle label={field.props.label} source={field.props.source} />
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {field}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>{actions}</Box>
              )}
            </Card>
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};

export const ResponsiveDatagrid = ({ children, empty, ...props }: DatagridProps) => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!isPhone) {
    return (
      <Datagrid empty={empty} {...props}>
        {children}
      </Datagrid>
    );
  }
  const fields = Children.toArray(children).filter(isValidElement) as ReactElement<FieldProps>[];
  return <FieldCards fields={fields} empty={empty} />;
};
