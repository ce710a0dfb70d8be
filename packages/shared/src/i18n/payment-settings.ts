import type { FeatureCatalogue } from "./catalogue-types";

/** Names of brokers and products, the same in both languages. */
export const paymentSettingsBrandKeys = [
  "paymentSettings.broker.Rapyd",
  "paymentSettings.broker.ValitorPay",
  "paymentSettings.broker.Teya",
  "paymentSettings.broker.Straumur",
  "paymentSettings.credentialSet.SecurePay",
];

/** Settings → Payment and billing → Payment settings. */
export const paymentSettings: FeatureCatalogue = {
  en: {
    "paymentSettings.title": "Payment settings",
    "paymentSettings.description":
      "How your customers pay: the payment broker and its credentials, your currency, payouts and VAT rules.",
    "paymentSettings.readOnly":
      "Only the owner or an administrator can change payment settings. You can see them here.",
    "paymentSettings.fixErrors": "Fix the marked fields to save.",

    "paymentSettings.status.ready": "Ready to take payments",
    "paymentSettings.status.notReady": "Not ready to take payments",
    "paymentSettings.status.linksAvailable": "Payment links available",
    "paymentSettings.status.linksUnavailable": "No payment links",

    "paymentSettings.broker.label": "Payment broker",
    "paymentSettings.broker.help":
      "Customers pay on the broker's own payment page, so card details never reach this system.",
    "paymentSettings.broker.Sandbox": "Sandbox (test payments)",
    "paymentSettings.broker.Rapyd": "Rapyd",
    "paymentSettings.broker.ValitorPay": "ValitorPay",
    "paymentSettings.broker.Teya": "Teya",
    "paymentSettings.broker.Straumur": "Straumur",
    "paymentSettings.broker.None": "No broker",
    "paymentSettings.broker.None.short": "No online payments",
    "paymentSettings.broker.Sandbox.description":
      "A built-in test broker: customers pay on a test page served by this system, with test cards that succeed, decline or answer late. No money moves.",
    "paymentSettings.broker.Rapyd.description":
      "Rapyd's hosted checkout, with payment links, full and partial refunds, and signed payment notices.",
    "paymentSettings.broker.ValitorPay.description":
      "Valitor's hosted payment page: customers pay on Valitor's page, and Valitor's signed return confirms the booking. Payment links are not offered with ValitorPay.",
    "paymentSettings.broker.Teya.description":
      "Teya's hosted payment page (SecurePay) or its Online Payments API, with payment links and refunds. Teya has not confirmed partial refunds.",
    "paymentSettings.broker.Straumur.description":
      "Straumur's hosted checkout, with full and partial refunds and signed payment notices. Payment links are not offered with Straumur.",
    "paymentSettings.broker.None.description":
      "No online payments: bookings are paid in cash or on site, or stay unpaid.",

    "paymentSettings.ability.hostedCheckout": "Hosted payment page",
    "paymentSettings.ability.paymentLinks": "Payment links",
    "paymentSettings.ability.refunds": "Refunds",
    "paymentSettings.ability.partialRefunds": "Partial refunds",
    "paymentSettings.ability.webhooks": "Payment notices (webhooks)",
    "paymentSettings.ability.notOffered": "not offered",
    "paymentSettings.ability.refundsInBrokerPortal": "made in the broker's portal, recorded here",

    "paymentSettings.sandbox.note":
      "Test payments only: no money moves. Choose a real broker before you start selling.",
    "paymentSettings.none.note":
      "With no broker, customers cannot pay online and no payment links can be sent.",
    "paymentSettings.valitorPay.refundsTitle": "Refunds are made in Valitor's own portal",
    "paymentSettings.valitorPay.refunds":
      "Valitor's payment page has no way for this system to give money back. Refund the payment in Valitor's portal, then record the refund on the booking here: it is recorded as done, with a note, and nothing is sent to Valitor.",
    "paymentSettings.valitorPay.customers":
      "Customers cannot cancel with a refund online; they contact you, and you refund them.",
    "paymentSettings.valitorPay.returnAddress":
      "Nothing to enter in Valitor's portal: each payment tells Valitor where to send its signed return.",

    "paymentSettings.credentials.title": "Credentials",
    "paymentSettings.webhook.label": "Payment notice address",
    "paymentSettings.webhook.help":
      "Enter this address as the webhook URL in {{broker}}'s portal, so payments confirm bookings at once.",
    "paymentSettings.webhook.copy": "Copy address",
    "paymentSettings.webhook.copied": "Copied",
    "paymentSettings.credentials.help":
      "You find these in your broker's portal. They are stored encrypted and never shown again after saving.",
    "paymentSettings.credentials.configured": "Configured",
    "paymentSettings.credentials.replace": "Replace",
    "paymentSettings.credentials.replacing": "Type the new value. The current one stays until you save.",
    "paymentSettings.credentials.keep": "Keep the current value",
    "paymentSettings.credentials.complete": "Complete",
    "paymentSettings.credentials.incomplete": "Credentials missing",
    "paymentSettings.credentials.noneNeeded": "The test broker needs no credentials.",
    "paymentSettings.credentials.noBroker": "No credentials: choose a broker to take payments.",
    "paymentSettings.credentialSet.label": "How to connect",
    "paymentSettings.credentialSet.SecurePay": "SecurePay",
    "paymentSettings.credentialSet.OnlinePayments": "Online Payments API",

    "paymentSettings.field.accessKey": "Access key",
    "paymentSettings.field.secretKey": "Secret key",
    "paymentSettings.field.merchantId": "Merchant ID",
    "paymentSettings.field.paymentGatewayId": "Payment gateway ID",
    "paymentSettings.field.clientId": "Client ID",
    "paymentSettings.field.clientSecret": "Client secret",
    "paymentSettings.field.apiKey": "API key",
    "paymentSettings.field.hmacKey": "HMAC key",
    "paymentSettings.field.terminalIdentifier": "Terminal identifier",
    "paymentSettings.field.verificationCode": "Verification code",

    "paymentSettings.money.title": "Currency and payouts",
    "paymentSettings.currency.label": "Currency",
    "paymentSettings.currency.help": "Prices, bookings and payments are in this currency.",
    "paymentSettings.currency.changed":
      "Prices are not converted. Check your experiences' prices after changing the currency.",
    "paymentSettings.payout.label": "Payout timing",
    "paymentSettings.payout.help": "When the broker pays the money out to your bank account.",
    "paymentSettings.payout.Unknown": "Not set",
    "paymentSettings.payout.Daily": "Daily",
    "paymentSettings.payout.PerTransaction": "Per transaction",
    "paymentSettings.payout.Manual": "Manual",

    "paymentSettings.vat.title": "VAT rules",
    "paymentSettings.vat.description":
      "A rule sells every ticket category of an experience at one VAT rate, instead of the categories' own rates.",
    "paymentSettings.vat.empty": "No VAT rules: each ticket category's own VAT rate applies.",
    "paymentSettings.vat.noExperiences": "No experiences yet. A VAT rule needs an experience.",
    "paymentSettings.vat.experience": "Experience",
    "paymentSettings.vat.choose": "Choose an experience",
    "paymentSettings.vat.nothingFound": "No experience matches",
    "paymentSettings.vat.rate": "VAT rate",
    "paymentSettings.vat.replaces": "Replaces the categories' rates: {{rates}}",
    "paymentSettings.vat.remove": "Remove VAT rule",
    "paymentSettings.vat.add": "Add VAT rule",

    "paymentSettings.error.adminOnly": "User does not have admin permission",
    "paymentSettings.error.invalid": "The payment settings are not valid",
    "paymentSettings.error.sandboxUnavailable": "The test broker is not available on this server",
    "paymentSettings.error.notBrokerField": "Not a credential of the chosen broker",
    "paymentSettings.error.duplicateExperience": "This experience already has a VAT rule",
    "paymentSettings.error.unknownExperience": "Choose an experience of this company",
    "paymentSettings.error.twoDecimals": "Use at most 2 decimals",
  },
  is: {
    "paymentSettings.title": "Greiðslustillingar",
    "paymentSettings.description":
      "Hvernig viðskiptavinir greiða: greiðsluþjónustan og aðgangsupplýsingar hennar, gjaldmiðill, útborganir og VSK-reglur.",
    "paymentSettings.readOnly":
      "Aðeins eigandi eða stjórnandi getur breytt greiðslustillingum. Þú getur skoðað þær hér.",
    "paymentSettings.fixErrors": "Lagaðu merktu reitina til að vista.",

    "paymentSettings.status.ready": "Tilbúið að taka við greiðslum",
    "paymentSettings.status.notReady": "Ekki tilbúið að taka við greiðslum",
    "paymentSettings.status.linksAvailable": "Greiðsluhlekkir í boði",
    "paymentSettings.status.linksUnavailable": "Engir greiðsluhlekkir",

    "paymentSettings.broker.label": "Greiðsluþjónusta",
    "paymentSettings.broker.help":
      "Viðskiptavinir greiða á greiðslusíðu þjónustunnar sjálfrar, svo kortaupplýsingar berast aldrei þessu kerfi.",
    "paymentSettings.broker.Sandbox": "Prófunarumhverfi (prufugreiðslur)",
    "paymentSettings.broker.Rapyd": "Rapyd",
    "paymentSettings.broker.ValitorPay": "ValitorPay",
    "paymentSettings.broker.Teya": "Teya",
    "paymentSettings.broker.Straumur": "Straumur",
    "paymentSettings.broker.None": "Engin greiðsluþjónusta",
    "paymentSettings.broker.None.short": "Engar greiðslur á netinu",
    "paymentSettings.broker.Sandbox.description":
      "Innbyggð prófunarþjónusta: viðskiptavinir greiða á prufusíðu sem þetta kerfi birtir, með prufukortum sem ganga, er hafnað eða svara seint. Engir peningar færast.",
    "paymentSettings.broker.Rapyd.description":
      "Greiðslusíða Rapyd, með greiðsluhlekkjum, fullum og hlutaendurgreiðslum og undirrituðum greiðslutilkynningum.",
    "paymentSettings.broker.ValitorPay.description":
      "Greiðslusíða Valitor: viðskiptavinir greiða á síðu Valitor og undirritað svar Valitor staðfestir bókunina. Greiðsluhlekkir eru ekki í boði með ValitorPay.",
    "paymentSettings.broker.Teya.description":
      "Greiðslusíða Teya (SecurePay) eða Online Payments API Teya, með greiðsluhlekkjum og endurgreiðslum. Teya hefur ekki staðfest hlutaendurgreiðslur.",
    "paymentSettings.broker.Straumur.description":
      "Greiðslusíða Straums, með fullum og hlutaendurgreiðslum og undirrituðum greiðslutilkynningum. Greiðsluhlekkir eru ekki í boði með Straumi.",
    "paymentSettings.broker.None.description":
      "Engar greiðslur á netinu: bókanir eru greiddar með reiðufé eða á staðnum, eða standa ógreiddar.",

    "paymentSettings.ability.hostedCheckout": "Greiðslusíða þjónustunnar",
    "paymentSettings.ability.paymentLinks": "Greiðsluhlekkir",
    "paymentSettings.ability.refunds": "Endurgreiðslur",
    "paymentSettings.ability.partialRefunds": "Hlutaendurgreiðslur",
    "paymentSettings.ability.webhooks": "Greiðslutilkynningar (webhooks)",
    "paymentSettings.ability.notOffered": "ekki í boði",
    "paymentSettings.ability.refundsInBrokerPortal": "gerðar í vefgátt þjónustunnar, skráðar hér",

    "paymentSettings.sandbox.note":
      "Aðeins prufugreiðslur: engir peningar færast. Veldu raunverulega greiðsluþjónustu áður en sala hefst.",
    "paymentSettings.none.note":
      "Án greiðsluþjónustu geta viðskiptavinir ekki greitt á netinu og ekki er hægt að senda greiðsluhlekki.",
    "paymentSettings.valitorPay.refundsTitle": "Endurgreiðslur eru gerðar í vefgátt Valitor",
    "paymentSettings.valitorPay.refunds":
      "Greiðslusíða Valitor býður þessu kerfi enga leið til að endurgreiða. Endurgreiddu greiðsluna í vefgátt Valitor og skráðu svo endurgreiðsluna á bókunina hér: hún er skráð sem lokin, með athugasemd, og ekkert er sent til Valitor.",
    "paymentSettings.valitorPay.customers":
      "Viðskiptavinir geta ekki afbókað með endurgreiðslu á netinu; þeir hafa samband við þig og þú endurgreiðir þeim.",
    "paymentSettings.valitorPay.returnAddress":
      "Ekkert þarf að skrá í vefgátt Valitor: hver greiðsla segir Valitor hvert á að senda undirritað svar hennar.",

    "paymentSettings.credentials.title": "Aðgangsupplýsingar",
    "paymentSettings.webhook.label": "Vefslóð greiðslutilkynninga",
    "paymentSettings.webhook.help":
      "Skráðu þessa slóð sem vefkrókaslóð (webhook URL) í vefgátt {{broker}} svo greiðslur staðfesti bókanir strax.",
    "paymentSettings.webhook.copy": "Afrita slóð",
    "paymentSettings.webhook.copied": "Afritað",
    "paymentSettings.credentials.help":
      "Þú finnur þær á vefsvæði greiðsluþjónustunnar. Þær eru geymdar dulkóðaðar og aldrei sýndar aftur eftir vistun.",
    "paymentSettings.credentials.configured": "Skráð",
    "paymentSettings.credentials.replace": "Skipta út",
    "paymentSettings.credentials.replacing":
      "Sláðu inn nýja gildið. Núverandi gildi gildir þar til þú vistar.",
    "paymentSettings.credentials.keep": "Halda núverandi gildi",
    "paymentSettings.credentials.complete": "Fullskráð",
    "paymentSettings.credentials.incomplete": "Aðgangsupplýsingar vantar",
    "paymentSettings.credentials.noneNeeded": "Prófunarþjónustan þarf engar aðgangsupplýsingar.",
    "paymentSettings.credentials.noBroker":
      "Engar aðgangsupplýsingar: veldu greiðsluþjónustu til að taka við greiðslum.",
    "paymentSettings.credentialSet.label": "Tengingarleið",
    "paymentSettings.credentialSet.SecurePay": "SecurePay",
    "paymentSettings.credentialSet.OnlinePayments": "Online Payments API-tenging",

    "paymentSettings.field.accessKey": "Aðgangslykill",
    "paymentSettings.field.secretKey": "Leynilykill",
    "paymentSettings.field.merchantId": "Söluaðilanúmer",
    "paymentSettings.field.paymentGatewayId": "Auðkenni greiðslugáttar",
    "paymentSettings.field.clientId": "Auðkenni biðlara",
    "paymentSettings.field.clientSecret": "Leyniorð biðlara",
    "paymentSettings.field.apiKey": "API-lykill",
    "paymentSettings.field.hmacKey": "HMAC-lykill",
    "paymentSettings.field.terminalIdentifier": "Auðkenni posa",
    "paymentSettings.field.verificationCode": "Staðfestingarkóði",

    "paymentSettings.money.title": "Gjaldmiðill og útborganir",
    "paymentSettings.currency.label": "Gjaldmiðill",
    "paymentSettings.currency.help": "Verð, bókanir og greiðslur eru í þessum gjaldmiðli.",
    "paymentSettings.currency.changed":
      "Verð eru ekki umreiknuð. Farðu yfir verð upplifana eftir að þú skiptir um gjaldmiðil.",
    "paymentSettings.payout.label": "Tímasetning útborgana",
    "paymentSettings.payout.help": "Hvenær greiðsluþjónustan greiðir peningana inn á bankareikninginn þinn.",
    "paymentSettings.payout.Unknown": "Ekki valið",
    "paymentSettings.payout.Daily": "Daglega",
    "paymentSettings.payout.PerTransaction": "Fyrir hverja færslu",
    "paymentSettings.payout.Manual": "Handvirkt",

    "paymentSettings.vat.title": "VSK-reglur",
    "paymentSettings.vat.description":
      "Regla selur alla miðaflokka upplifunar á einu VSK-hlutfalli, í stað hlutfalla flokkanna sjálfra.",
    "paymentSettings.vat.empty": "Engar VSK-reglur: VSK-hlutfall hvers miðaflokks gildir.",
    "paymentSettings.vat.noExperiences": "Engar upplifanir enn. VSK-regla þarf upplifun.",
    "paymentSettings.vat.experience": "Upplifun",
    "paymentSettings.vat.choose": "Veldu upplifun",
    "paymentSettings.vat.nothingFound": "Engin upplifun passar",
    "paymentSettings.vat.rate": "VSK-hlutfall",
    "paymentSettings.vat.replaces": "Kemur í stað hlutfalla flokkanna: {{rates}}",
    "paymentSettings.vat.remove": "Fjarlægja VSK-reglu",
    "paymentSettings.vat.add": "Bæta við VSK-reglu",

    "paymentSettings.error.adminOnly": "Notandinn hefur ekki stjórnandaheimild",
    "paymentSettings.error.invalid": "Greiðslustillingarnar eru ekki gildar",
    "paymentSettings.error.sandboxUnavailable": "Prófunarþjónustan er ekki í boði á þessum netþjóni",
    "paymentSettings.error.notBrokerField": "Ekki aðgangsupplýsingar valinnar greiðsluþjónustu",
    "paymentSettings.error.duplicateExperience": "Þessi upplifun er þegar með VSK-reglu",
    "paymentSettings.error.unknownExperience": "Veldu upplifun þessa fyrirtækis",
    "paymentSettings.error.twoDecimals": "Notaðu í mesta lagi 2 aukastafi",
  },
};
