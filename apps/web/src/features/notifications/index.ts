/** The notifications feature's door: the bell of the dashboard's top bar. */
export { TopBarNotifications } from './components/TopBarNotifications';
