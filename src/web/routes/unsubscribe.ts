export { UnsubscribePage as Component } from '../features/messages/unsubscribe/unsubscribe-page';
