/** The dashboard's door: its not-found page, which the back office shows for an address naming nothing. */
export { DashboardNotFoundPage } from './pages/DashboardNotFoundPage';
