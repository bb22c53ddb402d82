export { CompletionListPage as Component } from '../features/certificates/admin/completion-list-page';
