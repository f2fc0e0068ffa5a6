// A content row's picture in its form: the current image, 'Choose image' (uploaded at once to the row's
// public bucket under a new random name, checked for size and for its type by its first bytes), 'Remove image', and the
// alternative text, required with an image (the shared schema and a database check both say so).
// Objects a save made unused (replaced or removed) are deleted after the save; an upload the dialog
// was closed without saving is deleted then (image-cleanup.tsx).
import {
  CONTENT_IMAGE_BUCKETS,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentImageTable,
} from '@app/shared/content-images';
import { adminMessages } from '@app/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TextInput, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { contentImageUrl } from '../providers/imageUrls.ts';
import type { AppDataProvider } from '../providers/types.ts';
import { useImageCleanup } from './image-cleanup.tsx';
import { useNotices } from './notices.tsx';

const messages = adminMessages.images;

export const ContentImageInput = ({ table }: { table: ContentImageTable }) => {
  const bucket = CONTENT_IMAGE_BUCKETS[table];
  const { setValue } = useFormContext();
  const path = useWatch({ name: 'image_path' }) as string | null | undefined;
  const alt = useWatch({ name: 'image_alt' }) as string | null | undefined;
  const dataProvider = useDataProvider<AppDataProvider>();
  const cleanup = useImageCleanup();
  const notices = useNotices();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();

  const choose = async (file: File) => {
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setProblem(messages.tooLarge);
    // The type is read from the file's first bytes, not its name: a renamed file is not an image.
    const { fileTypeFromBlob } = await import('file-type');
    const type = (await fileTypeFromBlob(file))?.mime;
    const extension = type && CONTENT_IMAGE_TYPES[type];
    if (!type || !extension) return setProblem(messages.wrongType);
    setProblem(null);
    setUploading(true);
    try {
      const name = `${crypto.randomUUID()}.${extension}`;
      await dataProvider.uploadImage(bucket, name, new Blob([file], { type }));
      cleanup.uploaded(bucket, name);
      if (path) cleanup.unused(bucket, path);
      setValue('image_path', name, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      notices.error(messages.uploadError, error);
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    if (path) cleanup.unused(bucket, path);
    setValue('image_path', null, { shouldDirty: true });
    setValue('image_alt', null, { shouldDirty: true });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Image
      </Typography>
      {path ? (
        <Box
          component="img"
          src={contentImageUrl(bucket, path)}
          alt={alt || 'Preview of the chosen image'}
          sx={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No image: the site shows its placeholder.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={uploading} aria-describedby={helpId}>
          {uploading ? 'Uploading…' : path ? 'Replace image' : 'Choose image'}
          <input
            hidden
            type="file"
            accept={Object.keys(CONTENT_IMAGE_TYPES).join(',')}
            aria-label="Image file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
        </Button>
        {path && (
          <Button color="error" onClick={remove} disabled={uploading}>
            Remove image
          </Button>
        )}
      </Box>
      <Typography
        id={helpId}
        variant="caption"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? messages.help}
      </Typography>
      {path && (
        <TextInput
          source="image_alt"
          label="Image description (alt text)"
          helperText="What the picture shows, for people who cannot see it."
          isRequired
          fullWidth
        />
      )}
    </Box>
  );
};
