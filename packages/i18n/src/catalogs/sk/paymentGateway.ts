import type { LazyMessages } from '../../lazyMessages';

/** Texts of the sandbox card gateway page that stands in for a real payment gateway. */
export const paymentGateway: LazyMessages['paymentGateway'] = {
  title: 'Testovacia platobná brána',
  sandboxNotice:
    'Toto je testovacia platobná brána. Neprevádzajú sa žiadne peniaze a karta sa nezadáva. V ostrej prevádzke ju nahradí skutočná platobná brána.',
  orderNumber: 'Objednávka č. {orderNumber}',
  amount: 'Suma na úhradu',
  choose: 'Vyberte, ako má platba dopadnúť:',
  pay: 'Zaplatiť {amount}',
  cancel: 'Zrušiť platbu',
  leavePending: 'Nechať platbu čakať na spracovanie',
  completedPaid: 'Táto platba už bola zaplatená.',
  completedCancelled: 'Táto platba už bola zrušená.',
  notFound: 'Túto platbu nepoznáme. Skontrolujte, prosím, odkaz.',
  badChoice: 'Vyberte, prosím, jednu z ponúkaných možností.',
  backToShop: 'Späť do obchodu',
};
