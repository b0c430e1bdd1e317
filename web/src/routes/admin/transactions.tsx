import { PaymentValidationPage } from '@/features/transactions/components/payment-validation-page';

/** /admin/transactions?status&type&method&search&page&limit&payment&export. */
const Transactions = () => <PaymentValidationPage />;
export default Transactions;
