import { portalLanguages, type PortalLanguage } from '@ghost/events';

/** The languages of the portal; e-mails go out in the payer's, English otherwise. */
export const mailLanguages = portalLanguages;
export type MailLanguage = PortalLanguage;

/**
 * Every text of the payment e-mails, English first: the other languages must have exactly these
 * keys with the same {placeholders} (a spec checks it).
 */
const en = {
  greeting: 'Hello {name},',
  greetingAnonymous: 'Hello,',
  paymentId: 'Payment ID: {paymentId}',
  track: 'Follow your payment at any time: {trackingUrl}',
  signature: 'The Ghost payments team',
  footer: 'You receive this e-mail because this address was given with the payment.',
  'method.crypto': 'cryptocurrency',
  'method.card': 'card',
  'method.nintendo-eshop': 'Nintendo eShop gift card',
  'method.alternative-rewarble': 'Rewarble voucher code',
  'submitted.subject': 'We received your payment {paymentId}',
  'submitted.body':
    'We have received your {method} payment of {amount}. Our team verifies it, usually within 48 hours.',
  'verified.subject': 'Your payment {paymentId} is verified',
  'verified.body': 'Your payment of {amount} has been verified.',
  'verified.next':
    'We are now activating your PRO subscription. Another e-mail follows as soon as it is active.',
  'completed.subject': 'Your PRO subscription is active',
  'completed.body': 'Your payment of {amount} is complete and your PRO subscription is active.',
  'donated.subject': 'Thank you for your donation',
  'donated.body': 'Your donation of {amount} has been received. Thank you for your support!',
  'failed.subject': 'There is a problem with your payment {paymentId}',
  'failed.body':
    'Your payment of {amount} could not be completed. Please contact support and give your payment ID.',
  'failed.reason': 'Reason: {reason}',
};

export type NotificationTextKey = keyof typeof en;
export type NotificationTexts = Record<NotificationTextKey, string>;

export const notificationTexts: Record<MailLanguage, NotificationTexts> = {
  en,
  fr: {
    greeting: 'Bonjour {name},',
    greetingAnonymous: 'Bonjour,',
    paymentId: 'Identifiant de paiement : {paymentId}',
    track: 'Suivez votre paiement à tout moment : {trackingUrl}',
    signature: "L'équipe paiements Ghost",
    footer: 'Vous recevez cet e-mail car cette adresse a été indiquée lors du paiement.',
    'method.crypto': 'cryptomonnaie',
    'method.card': 'carte',
    'method.nintendo-eshop': 'carte cadeau Nintendo eShop',
    'method.alternative-rewarble': 'code bon Rewarble',
    'submitted.subject': 'Nous avons reçu votre paiement {paymentId}',
    'submitted.body':
      'Nous avons reçu votre paiement par {method} de {amount}. Notre équipe le vérifie, généralement sous 48 heures.',
    'verified.subject': 'Votre paiement {paymentId} est vérifié',
    'verified.body': 'Votre paiement de {amount} a été vérifié.',
    'verified.next':
      'Nous activons maintenant votre abonnement PRO. Un autre e-mail suivra dès qu’il sera actif.',
    'completed.subject': 'Votre abonnement PRO est actif',
    'completed.body': 'Votre paiement de {amount} est terminé et votre abonnement PRO est actif.',
    'donated.subject': 'Merci pour votre don',
    'donated.body': 'Votre don de {amount} a bien été reçu. Merci pour votre soutien !',
    'failed.subject': 'Un problème est survenu avec votre paiement {paymentId}',
    'failed.body':
      "Votre paiement de {amount} n'a pas pu aboutir. Veuillez contacter le support en indiquant votre identifiant de paiement.",
    'failed.reason': 'Motif : {reason}',
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingAnonymous: 'Hola:',
    paymentId: 'ID de pago: {paymentId}',
    track: 'Sigue tu pago en cualquier momento: {trackingUrl}',
    signature: 'El equipo de pagos de Ghost',
    footer: 'Recibes este correo porque esta dirección se indicó con el pago.',
    'method.crypto': 'criptomoneda',
    'method.card': 'tarjeta',
    'method.nintendo-eshop': 'tarjeta regalo de Nintendo eShop',
    'method.alternative-rewarble': 'código de cupón Rewarble',
    'submitted.subject': 'Hemos recibido tu pago {paymentId}',
    'submitted.body':
      'Hemos recibido tu pago con {method} de {amount}. Nuestro equipo lo verifica, normalmente en menos de 48 horas.',
    'verified.subject': 'Tu pago {paymentId} está verificado',
    'verified.body': 'Tu pago de {amount} ha sido verificado.',
    'verified.next':
      'Ahora estamos activando tu suscripción PRO. Recibirás otro correo en cuanto esté activa.',
    'completed.subject': 'Tu suscripción PRO está activa',
    'completed.body': 'Tu pago de {amount} se ha completado y tu suscripción PRO está activa.',
    'donated.subject': 'Gracias por tu donación',
    'donated.body': 'Hemos recibido tu donación de {amount}. ¡Gracias por tu apoyo!',
    'failed.subject': 'Hay un problema con tu pago {paymentId}',
    'failed.body':
      'Tu pago de {amount} no se ha podido completar. Ponte en contacto con el soporte e indica tu ID de pago.',
    'failed.reason': 'Motivo: {reason}',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingAnonymous: 'Hallo,',
    paymentId: 'Zahlungs-ID: {paymentId}',
    track: 'Verfolgen Sie Ihre Zahlung jederzeit: {trackingUrl}',
    signature: 'Das Ghost-Zahlungsteam',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse bei der Zahlung angegeben wurde.',
    'method.crypto': 'Kryptowährung',
    'method.card': 'Karte',
    'method.nintendo-eshop': 'Nintendo-eShop-Geschenkkarte',
    'method.alternative-rewarble': 'Rewarble-Gutscheincode',
    'submitted.subject': 'Wir haben Ihre Zahlung {paymentId} erhalten',
    'submitted.body':
      'Wir haben Ihre Zahlung per {method} über {amount} erhalten. Unser Team prüft sie, meist innerhalb von 48 Stunden.',
    'verified.subject': 'Ihre Zahlung {paymentId} ist bestätigt',
    'verified.body': 'Ihre Zahlung über {amount} wurde bestätigt.',
    'verified.next':
      'Wir aktivieren jetzt Ihr PRO-Abonnement. Sobald es aktiv ist, erhalten Sie eine weitere E-Mail.',
    'completed.subject': 'Ihr PRO-Abonnement ist aktiv',
    'completed.body':
      'Ihre Zahlung über {amount} ist abgeschlossen und Ihr PRO-Abonnement ist aktiv.',
    'donated.subject': 'Vielen Dank für Ihre Spende',
    'donated.body':
      'Ihre Spende über {amount} ist eingegangen. Vielen Dank für Ihre Unterstützung!',
    'failed.subject': 'Es gibt ein Problem mit Ihrer Zahlung {paymentId}',
    'failed.body':
      'Ihre Zahlung über {amount} konnte nicht abgeschlossen werden. Bitte wenden Sie sich mit Ihrer Zahlungs-ID an den Support.',
    'failed.reason': 'Grund: {reason}',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    greetingAnonymous: 'Здравствуйте!',
    paymentId: 'ID платежа: {paymentId}',
    track: 'Следите за платежом в любое время: {trackingUrl}',
    signature: 'Команда платежей Ghost',
    footer: 'Вы получили это письмо, потому что этот адрес был указан при оплате.',
    'method.crypto': 'криптовалюта',
    'method.card': 'карта',
    'method.nintendo-eshop': 'подарочная карта Nintendo eShop',
    'method.alternative-rewarble': 'ваучер Rewarble',
    'submitted.subject': 'Мы получили ваш платёж {paymentId}',
    'submitted.body':
      'Мы получили ваш платёж ({method}) на сумму {amount}. Наша команда проверит его, обычно в течение 48 часов.',
    'verified.subject': 'Ваш платёж {paymentId} подтверждён',
    'verified.body': 'Ваш платёж на сумму {amount} подтверждён.',
    'verified.next':
      'Сейчас мы активируем вашу подписку PRO. Как только она заработает, придёт ещё одно письмо.',
    'completed.subject': 'Ваша подписка PRO активна',
    'completed.body': 'Ваш платёж на сумму {amount} завершён, подписка PRO активна.',
    'donated.subject': 'Спасибо за пожертвование',
    'donated.body': 'Ваше пожертвование на сумму {amount} получено. Спасибо за поддержку!',
    'failed.subject': 'Проблема с вашим платежом {paymentId}',
    'failed.body':
      'Ваш платёж на сумму {amount} не удалось завершить. Пожалуйста, свяжитесь с поддержкой и укажите ID платежа.',
    'failed.reason': 'Причина: {reason}',
  },
  ja: {
    greeting: '{name} 様',
    greetingAnonymous: 'お客様',
    paymentId: 'お支払いID: {paymentId}',
    track: 'お支払い状況はいつでもこちらで確認できます: {trackingUrl}',
    signature: 'Ghost 決済チーム',
    footer: 'このメールは、お支払いの際にこのアドレスが入力されたためお送りしています。',
    'method.crypto': '暗号資産',
    'method.card': 'カード',
    'method.nintendo-eshop': 'ニンテンドーeショップ ギフトカード',
    'method.alternative-rewarble': 'Rewarble バウチャーコード',
    'submitted.subject': 'お支払い {paymentId} を受け付けました',
    'submitted.body':
      '{method}による {amount} のお支払いを受け付けました。通常48時間以内にチームが確認いたします。',
    'verified.subject': 'お支払い {paymentId} の確認が完了しました',
    'verified.body': '{amount} のお支払いの確認が完了しました。',
    'verified.next':
      'ただいま PRO サブスクリプションを有効化しています。有効になり次第、改めてメールでお知らせします。',
    'completed.subject': 'PRO サブスクリプションが有効になりました',
    'completed.body': '{amount} のお支払いが完了し、PRO サブスクリプションが有効になりました。',
    'donated.subject': 'ご寄付ありがとうございます',
    'donated.body': '{amount} のご寄付を受け取りました。ご支援に感謝いたします。',
    'failed.subject': 'お支払い {paymentId} に問題が発生しました',
    'failed.body':
      '{amount} のお支払いを完了できませんでした。お支払いIDを添えてサポートまでお問い合わせください。',
    'failed.reason': '理由: {reason}',
  },
  pt: {
    greeting: 'Olá, {name},',
    greetingAnonymous: 'Olá,',
    paymentId: 'ID do pagamento: {paymentId}',
    track: 'Acompanhe o seu pagamento a qualquer momento: {trackingUrl}',
    signature: 'A equipa de pagamentos Ghost',
    footer: 'Recebe este e-mail porque este endereço foi indicado no pagamento.',
    'method.crypto': 'criptomoeda',
    'method.card': 'cartão',
    'method.nintendo-eshop': 'cartão-presente Nintendo eShop',
    'method.alternative-rewarble': 'código de voucher Rewarble',
    'submitted.subject': 'Recebemos o seu pagamento {paymentId}',
    'submitted.body':
      'Recebemos o seu pagamento por {method} de {amount}. A nossa equipa verifica-o, normalmente em até 48 horas.',
    'verified.subject': 'O seu pagamento {paymentId} foi verificado',
    'verified.body': 'O seu pagamento de {amount} foi verificado.',
    'verified.next':
      'Estamos agora a ativar a sua assinatura PRO. Receberá outro e-mail assim que estiver ativa.',
    'completed.subject': 'A sua assinatura PRO está ativa',
    'completed.body':
      'O seu pagamento de {amount} foi concluído e a sua assinatura PRO está ativa.',
    'donated.subject': 'Obrigado pela sua doação',
    'donated.body': 'Recebemos a sua doação de {amount}. Obrigado pelo seu apoio!',
    'failed.subject': 'Há um problema com o seu pagamento {paymentId}',
    'failed.body':
      'Não foi possível concluir o seu pagamento de {amount}. Contacte o suporte indicando o ID do pagamento.',
    'failed.reason': 'Motivo: {reason}',
  },
  pl: {
    greeting: 'Dzień dobry {name},',
    greetingAnonymous: 'Dzień dobry,',
    paymentId: 'ID płatności: {paymentId}',
    track: 'Śledź swoją płatność w dowolnym momencie: {trackingUrl}',
    signature: 'Zespół płatności Ghost',
    footer: 'Otrzymujesz tę wiadomość, ponieważ ten adres podano przy płatności.',
    'method.crypto': 'kryptowaluta',
    'method.card': 'karta',
    'method.nintendo-eshop': 'karta podarunkowa Nintendo eShop',
    'method.alternative-rewarble': 'kod bonu Rewarble',
    'submitted.subject': 'Otrzymaliśmy Twoją płatność {paymentId}',
    'submitted.body':
      'Otrzymaliśmy Twoją płatność ({method}) na kwotę {amount}. Nasz zespół ją sprawdzi, zwykle w ciągu 48 godzin.',
    'verified.subject': 'Twoja płatność {paymentId} została potwierdzona',
    'verified.body': 'Twoja płatność na kwotę {amount} została potwierdzona.',
    'verified.next':
      'Aktywujemy teraz Twoją subskrypcję PRO. Gdy będzie aktywna, wyślemy kolejną wiadomość.',
    'completed.subject': 'Twoja subskrypcja PRO jest aktywna',
    'completed.body':
      'Twoja płatność na kwotę {amount} została zakończona, a subskrypcja PRO jest aktywna.',
    'donated.subject': 'Dziękujemy za darowiznę',
    'donated.body': 'Otrzymaliśmy Twoją darowiznę w wysokości {amount}. Dziękujemy za wsparcie!',
    'failed.subject': 'Wystąpił problem z Twoją płatnością {paymentId}',
    'failed.body':
      'Nie udało się zakończyć Twojej płatności na kwotę {amount}. Skontaktuj się z pomocą techniczną i podaj ID płatności.',
    'failed.reason': 'Powód: {reason}',
  },
};

/** The language of an e-mail for a payer's language tag: 'pt-BR' is 'pt', unknown ones are 'en'. */
export const mailLanguageOf = (tag: string | null | undefined): MailLanguage => {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (mailLanguages as readonly string[]).includes(primary) ? (primary as MailLanguage) : 'en';
};
