import type { FeatureCatalogue } from "./catalogue-types";

/** Password reset and change, other sessions, two-factor sign-in and a company's rule for it. */
export const accountSecurity: FeatureCatalogue = {
  en: {
    "accountSecurity.login.forgotPassword": "Forgot your password?",
    "accountSecurity.login.passwordChanged": "Your password has been changed. Sign in with the new one.",
    "accountSecurity.forgot.title": "Reset your password",
    "accountSecurity.forgot.subtitle":
      "Type the email you sign in with and we will send you a link to choose a new password.",
    "accountSecurity.forgot.submit": "Send the link",
    "accountSecurity.forgot.sent":
      "If an account exists for that address, we have sent a link. It works once, within an hour.",
    "accountSecurity.forgot.backToLogin": "Back to sign in",
    "accountSecurity.reset.title": "Choose a new password",
    "accountSecurity.reset.subtitle": "Every device signed in to your account will be signed out.",
    "accountSecurity.reset.submit": "Save the new password",
    "accountSecurity.reset.askAgain": "Ask for a new link",
    "accountSecurity.reset.noToken":
      "Open this page with the link in the email we sent you. If the link has expired, ask for a new one.",
    "accountSecurity.error.passwordsDiffer": "The passwords are not the same",
    "accountSecurity.signIn.title": "Two-factor sign-in",
    "accountSecurity.signIn.codeIntro": "Open your authenticator app and type the 6-digit code for Stund.",
    "accountSecurity.signIn.recoveryIntro": "Type one of the recovery codes you saved. Each code works once.",
    "accountSecurity.signIn.useRecovery": "Use a recovery code instead",
    "accountSecurity.signIn.useCode": "Use a code from the app instead",
    "accountSecurity.signIn.submit": "Verify",
    "accountSecurity.signIn.startOver": "Sign in again",
    "accountSecurity.code": "Code",
    "accountSecurity.recoveryCode": "Recovery code",
    "accountSecurity.password.title": "Password",
    "accountSecurity.password.current": "Current password",
    "accountSecurity.password.new": "New password",
    "accountSecurity.password.repeat": "Repeat the new password",
    "accountSecurity.password.submit": "Change password",
    "accountSecurity.password.changed": "Your password has been changed and your other sessions signed out.",
    "accountSecurity.sessions.title": "Other sessions",
    "accountSecurity.sessions.text":
      "Still signed in on a device you no longer use, or one someone else may have? Sign it out here.",
    "accountSecurity.sessions.signOutOthers": "Sign out of all other sessions",
    "accountSecurity.sessions.ended_one": "{{count}} other session was signed out.",
    "accountSecurity.sessions.ended_other": "{{count}} other sessions were signed out.",
    "accountSecurity.twoFactor.title": "Two-factor sign-in",
    "accountSecurity.twoFactor.on": "On",
    "accountSecurity.twoFactor.off": "Off",
    "accountSecurity.twoFactor.offText":
      "Besides your password, ask for a code from an authenticator app on your phone each time you sign in.",
    "accountSecurity.twoFactor.onText": "On since {{date}}. Recovery codes left: {{count}}.",
    "accountSecurity.twoFactor.setUp": "Set up two-factor sign-in",
    "accountSecurity.twoFactor.newPhone": "Move to a new phone",
    "accountSecurity.twoFactor.disable": "Turn off",
    "accountSecurity.twoFactor.regenerate": "New recovery codes",
    "accountSecurity.setup.scan":
      "1. Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.",
    "accountSecurity.setup.qrAlt": "QR code to scan with your authenticator app",
    "accountSecurity.setup.manual": "Cannot scan? Type this key into the app:",
    "accountSecurity.setup.uri": "Or open this set-up address on the phone:",
    "accountSecurity.setup.confirm": "2. Type the 6-digit code the app shows for Stund.",
    "accountSecurity.setup.submit": "Turn on",
    "accountSecurity.recovery.title": "Save your recovery codes",
    "accountSecurity.recovery.text":
      "If you lose your phone, each of these codes signs you in once. They are shown only now: copy or download them and keep them somewhere safe.",
    "accountSecurity.recovery.copy": "Copy",
    "accountSecurity.recovery.copied": "Copied",
    "accountSecurity.recovery.download": "Download",
    "accountSecurity.recovery.done": "I have saved them",
    "accountSecurity.confirm.password": "Your password",
    "accountSecurity.confirm.disableTitle": "Turn off two-factor sign-in?",
    "accountSecurity.confirm.disableText":
      "Type your password to turn it off. Your recovery codes stop working.",
    "accountSecurity.confirm.regenerateTitle": "New recovery codes?",
    "accountSecurity.confirm.regenerateText":
      "Type your password. The recovery codes you have now stop working.",
    "accountSecurity.policy.title": "Two-factor sign-in for staff",
    "accountSecurity.policy.label": "Require two-factor sign-in for all staff",
    "accountSecurity.policy.description":
      "Everyone with a role in the company must set up two-factor sign-in before they can use the console.",
    "accountSecurity.policy.needOwn":
      "Set up two-factor sign-in for yourself first, under Personal information.",
    "accountSecurity.gate.title": "{{company}} requires two-factor sign-in",
    "accountSecurity.gate.text": "Set it up now to continue. You need an authenticator app on your phone.",
  },
  is: {
    "accountSecurity.login.forgotPassword": "Gleymdirðu lykilorðinu?",
    "accountSecurity.login.passwordChanged": "Lykilorðinu hefur verið breytt. Skráðu þig inn með því nýja.",
    "accountSecurity.forgot.title": "Endurstilltu lykilorðið",
    "accountSecurity.forgot.subtitle":
      "Sláðu inn netfangið sem þú skráir þig inn með og við sendum þér tengil til að velja nýtt lykilorð.",
    "accountSecurity.forgot.submit": "Senda tengil",
    "accountSecurity.forgot.sent":
      "Ef aðgangur er til fyrir þetta netfang höfum við sent tengil. Hann virkar einu sinni, innan klukkustundar.",
    "accountSecurity.forgot.backToLogin": "Aftur í innskráningu",
    "accountSecurity.reset.title": "Veldu nýtt lykilorð",
    "accountSecurity.reset.subtitle": "Öll tæki sem eru skráð inn á aðganginn þinn verða skráð út.",
    "accountSecurity.reset.submit": "Vista nýja lykilorðið",
    "accountSecurity.reset.askAgain": "Biðja um nýjan tengil",
    "accountSecurity.reset.noToken":
      "Opnaðu þessa síðu með tenglinum í tölvupóstinum sem við sendum þér. Ef tengillinn er útrunninn skaltu biðja um nýjan.",
    "accountSecurity.error.passwordsDiffer": "Lykilorðin eru ekki eins",
    "accountSecurity.signIn.title": "Tveggja þrepa innskráning",
    "accountSecurity.signIn.codeIntro": "Opnaðu auðkenningarappið og sláðu inn sex stafa kóðann fyrir Stund.",
    "accountSecurity.signIn.recoveryIntro":
      "Sláðu inn einn af endurheimtarkóðunum sem þú vistaðir. Hver kóði virkar einu sinni.",
    "accountSecurity.signIn.useRecovery": "Nota endurheimtarkóða í staðinn",
    "accountSecurity.signIn.useCode": "Nota kóða úr appinu í staðinn",
    "accountSecurity.signIn.submit": "Staðfesta",
    "accountSecurity.signIn.startOver": "Skrá inn aftur",
    "accountSecurity.code": "Kóði",
    "accountSecurity.recoveryCode": "Endurheimtarkóði",
    "accountSecurity.password.title": "Lykilorð",
    "accountSecurity.password.current": "Núverandi lykilorð",
    "accountSecurity.password.new": "Nýtt lykilorð",
    "accountSecurity.password.repeat": "Endurtaktu nýja lykilorðið",
    "accountSecurity.password.submit": "Breyta lykilorði",
    "accountSecurity.password.changed":
      "Lykilorðinu hefur verið breytt og aðrar innskráningar þínar skráðar út.",
    "accountSecurity.sessions.title": "Aðrar innskráningar",
    "accountSecurity.sessions.text":
      "Ertu enn skráð(ur) inn á tæki sem þú notar ekki lengur, eða sem einhver annar gæti haft? Skráðu það út hér.",
    "accountSecurity.sessions.signOutOthers": "Skrá út allar aðrar innskráningar",
    "accountSecurity.sessions.ended_one": "{{count}} önnur innskráning var skráð út.",
    "accountSecurity.sessions.ended_other": "{{count}} aðrar innskráningar voru skráðar út.",
    "accountSecurity.twoFactor.title": "Tveggja þrepa innskráning",
    "accountSecurity.twoFactor.on": "Virk",
    "accountSecurity.twoFactor.off": "Óvirk",
    "accountSecurity.twoFactor.offText":
      "Auk lykilorðsins er beðið um kóða úr auðkenningarappi í símanum þínum í hvert sinn sem þú skráir þig inn.",
    "accountSecurity.twoFactor.onText": "Virk frá {{date}}. Endurheimtarkóðar eftir: {{count}}.",
    "accountSecurity.twoFactor.setUp": "Setja upp tveggja þrepa innskráningu",
    "accountSecurity.twoFactor.newPhone": "Færa á nýjan síma",
    "accountSecurity.twoFactor.disable": "Slökkva",
    "accountSecurity.twoFactor.regenerate": "Nýir endurheimtarkóðar",
    "accountSecurity.setup.scan":
      "1. Skannaðu þennan QR-kóða með auðkenningarappi, til dæmis Google Authenticator, Microsoft Authenticator eða 1Password.",
    "accountSecurity.setup.qrAlt": "QR-kóði til að skanna með auðkenningarappinu",
    "accountSecurity.setup.manual": "Geturðu ekki skannað? Sláðu þennan lykil inn í appið:",
    "accountSecurity.setup.uri": "Eða opnaðu þessa uppsetningarslóð í símanum:",
    "accountSecurity.setup.confirm": "2. Sláðu inn sex stafa kóðann sem appið sýnir fyrir Stund.",
    "accountSecurity.setup.submit": "Kveikja",
    "accountSecurity.recovery.title": "Vistaðu endurheimtarkóðana",
    "accountSecurity.recovery.text":
      "Ef þú týnir símanum skráir hver þessara kóða þig inn einu sinni. Þeir birtast aðeins núna: afritaðu þá eða sæktu og geymdu á öruggum stað.",
    "accountSecurity.recovery.copy": "Afrita",
    "accountSecurity.recovery.copied": "Afritað",
    "accountSecurity.recovery.download": "Sækja",
    "accountSecurity.recovery.done": "Ég hef vistað þá",
    "accountSecurity.confirm.password": "Lykilorðið þitt",
    "accountSecurity.confirm.disableTitle": "Slökkva á tveggja þrepa innskráningu?",
    "accountSecurity.confirm.disableText":
      "Sláðu inn lykilorðið þitt til að slökkva á henni. Endurheimtarkóðarnir hætta að virka.",
    "accountSecurity.confirm.regenerateTitle": "Nýir endurheimtarkóðar?",
    "accountSecurity.confirm.regenerateText":
      "Sláðu inn lykilorðið þitt. Endurheimtarkóðarnir sem þú ert með núna hætta að virka.",
    "accountSecurity.policy.title": "Tveggja þrepa innskráning starfsfólks",
    "accountSecurity.policy.label": "Krefjast tveggja þrepa innskráningar af öllu starfsfólki",
    "accountSecurity.policy.description":
      "Allir sem hafa hlutverk í fyrirtækinu þurfa að setja upp tveggja þrepa innskráningu áður en þeir geta notað stjórnborðið.",
    "accountSecurity.policy.needOwn":
      "Settu fyrst upp tveggja þrepa innskráningu fyrir sjálfa(n) þig, undir Persónuupplýsingum.",
    "accountSecurity.gate.title": "{{company}} krefst tveggja þrepa innskráningar",
    "accountSecurity.gate.text":
      "Settu hana upp núna til að halda áfram. Þú þarft auðkenningarapp í símanum.",
  },
};
