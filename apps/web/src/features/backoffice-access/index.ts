/** The users, roles and groups feature's door: the roles list the event rules choose recipients from. */
export { useRoles } from './hooks';
