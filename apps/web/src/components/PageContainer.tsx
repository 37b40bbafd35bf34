import Container, { type ContainerProps } from '@mui/material/Container';
import { useSettings } from '../app/settings/SettingsContext';

/** Content width: the "stretch" setting lets pages use the full width of large screens. */
export function PageContainer(props: ContainerProps) {
  const { themeStretch } = useSettings();
  return <Container maxWidth={themeStretch ? false : 'lg'} {...props} />;
}
