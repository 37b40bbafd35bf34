import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChartOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LockIcon from '@mui/icons-material/LockOutlined';
import MenuIcon from '@mui/icons-material/MenuOutlined';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeartOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SensorsIcon from '@mui/icons-material/SensorsOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactElement } from 'react';

/** Icon names the server's menus use; an unknown name falls back to a neutral folder. */
const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  filter: <FilterAltIcon />,
  statistic: <BarChartIcon />,
  notification: <NotificationsIcon />,
  plans: <WorkspacePremiumIcon />,
  account: <AccountCircleIcon />,
  user: <PeopleIcon />,
  lock: <LockIcon />,
  group: <GroupsIcon />,
  collection: <CategoryIcon />,
  content: <ArticleIcon />,
  document: <DescriptionIcon />,
  form: <ListAltIcon />,
  data: <StorageIcon />,
  event: <EventIcon />,
  import: <UploadFileIcon />,
  market: <SensorsIcon />,
  markets: <CandlestickChartIcon />,
  menu: <MenuIcon />,
  schedule: <ScheduleIcon />,
  system: <MonitorHeartIcon />,
};

export const navIcon = (name?: string): ReactElement => (name && ICONS[name]) || <FolderIcon />;

/** The names a menu entry may carry (the back office's menu editor offers them). */
export const NAV_ICON_NAMES = Object.keys(ICONS);

/** 'Master data' -> 'masterData': the i18n key of a menu title the server sends in English. */
export const titleKey = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');

/** Server paths are absolute under the service prefix; relative ones are placed under it. */
export const menuPath = (path: string, service: string | undefined, fallbackService: string) =>
  path.startsWith('/') ? path : `/${service ?? fallbackService}/${path}`.replace(/\/+$/, '');
