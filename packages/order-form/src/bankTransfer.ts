export {
  type BankTransferInstructions,
  type BankTransferOrder,
  bankTransferInstructions,
} from './core/bankTransfer/bankTransferInstructions';
export { PAYMENT_TERM_DAYS, paymentDueDate } from './core/bankTransfer/paymentDueDate';
export type { QrCode } from './core/bankTransfer/qrCode';
export { variableSymbolOf } from './core/bankTransfer/variableSymbol';
