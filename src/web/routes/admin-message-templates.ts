export { MessageTemplatesPage as Component } from '../features/messages/message-templates-page';
