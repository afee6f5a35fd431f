/** Texts of the sandbox card gateway page that stands in for a real payment gateway. */
export const paymentGateway = {
  title: 'Testovací platební brána',
  sandboxNotice:
    'Toto je testovací platební brána. Žádné peníze se nepřevádějí a karta se nezadává. V ostrém provozu ji nahradí skutečná platební brána.',
  orderNumber: 'Objednávka č. {orderNumber}',
  amount: 'Částka k úhradě',
  choose: 'Vyberte, jak má platba dopadnout:',
  pay: 'Zaplatit {amount}',
  cancel: 'Zrušit platbu',
  leavePending: 'Nechat platbu čekat na zpracování',
  completedPaid: 'Tato platba už byla zaplacena.',
  completedCancelled: 'Tato platba už byla zrušena.',
  notFound: 'Tuto platbu neznáme. Zkontrolujte prosím odkaz.',
  badChoice: 'Vyberte prosím jednu z nabízených možností.',
  backToShop: 'Zpět do obchodu',
};
