import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function SectionHeading({
  id,
  overline,
  title,
  text,
}: {
  id: string;
  overline: string;
  title: string;
  text?: string;
}) {
  return (
    <Stack spacing={1.5} sx={{ textAlign: 'center', alignItems: 'center', mb: { xs: 5, md: 8 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {overline}
      </Typography>
      <Typography id={id} variant="h2" sx={{ maxWidth: 760 }}>
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary', maxWidth: 640 }}>{text}</Typography>}
    </Stack>
  );
}
