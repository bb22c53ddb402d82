export { QuestionBankPage as Component } from '../features/tests/admin/question-bank-page';
