/** The public site feature's door: the view a failed screen shows. */
export { ServerErrorView } from './components/ServerErrorView';
