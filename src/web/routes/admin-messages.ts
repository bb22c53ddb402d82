export { AdminMessagesPage as Component } from '../features/messages/admin-messages-page';
