/** Version 1 of the platform documents every user accepts before the console opens. */

export const termsOfServiceText = `Stund terms of service

Version 1. These terms apply between the operator of Stund ("we") and every person who signs in to the Stund console ("you"), and the company on whose behalf you use it.

1. The service
Stund is an online platform on which tour and activity companies publish experiences and events, take bookings and payments, and manage their staff, sales channels and subscription. We provide the software; each company is responsible for the experiences it sells and for its dealings with its own customers.

2. Accounts
You must give your real name and an email address you control, keep your password secret and tell us at once if you believe someone else has used your account. You are responsible for what is done with your account. A company's Owner decides who else may act for the company and with which role.

3. Subscriptions and fees
A new company starts with a free 14-day trial. After the trial, the features available depend on the plan the company buys. Plans are billed monthly in euros in advance, and a per-booking fee applies as shown on the plans screen. An upgrade applies at once and the difference is charged pro rata; a downgrade or cancellation takes effect at the end of the current billing period. Fees already paid are not refunded unless the law requires it.

4. Acceptable use
You may not use Stund to break the law, to sell anything you are not entitled to sell, to send unsolicited messages, to upload malicious files, or to try to reach data of another company. We may suspend an account or a company that does so.

5. Content and data
Each company keeps all rights to the texts, images and booking data it puts into Stund and gives us the permissions we need to run the service for it. We process personal data as described in the Stund privacy policy.

6. Availability and changes
We work to keep Stund available and secure but cannot promise uninterrupted service. We may change features over time. When these terms change we publish a new version, and you will be asked to accept it before you continue.

7. Liability
Stund is provided with reasonable skill and care. To the extent the law allows, we are not liable for indirect loss or lost profit, and our total liability in any year is limited to the subscription fees the company paid in that year.

8. Ending the agreement
A company's Owner may delete the company at any time, and you may delete your own account from your personal information page. We may end the agreement with 30 days' notice, or at once for a serious breach of these terms.

9. Law
These terms are governed by Icelandic law, and disputes go to the District Court of Reykjavík, without prejudice to mandatory consumer protection where you live.`;

export const privacyPolicyText = `Stund privacy policy

Version 1. This policy explains how the operator of Stund ("we") handles personal data when you use the Stund console.

1. What we collect
Account data: your name, email address, phone number, language, profile picture and password (stored only as a one-way hash). Company data: the details a company enters about itself, its staff and its billing. Usage data: sign-in times, the address and browser of each session, and error logs.

2. Customers of companies
Bookings, customer names and contact details entered by or for a company are processed on that company's instructions. For that data the company is the controller and we are its processor.

3. Why we use it
To provide the service you signed up for (performance of a contract), to bill subscriptions and meet accounting duties (legal obligation), and to keep the platform secure and fix faults (legitimate interest). We do not sell personal data and do not use it for advertising.

4. Who receives it
Our hosting and email providers, and the payment broker a company chooses, only as needed to run the service and under data processing agreements. Where a provider processes data outside the European Economic Area, we rely on appropriate safeguards such as the EU standard contractual clauses.

5. How long we keep it
Account data for as long as your account exists. When you delete your account it is closed at once and your email is released; the remaining records are kept only as long as bookkeeping law or open disputes require. Session records expire after 30 days.

6. Cookies
Stund sets one strictly necessary cookie that keeps you signed in. It sets no tracking or advertising cookies.

7. Your rights
You may ask for a copy of your data, have it corrected or erased, object to or restrict its use, and receive it in a portable format. You may also complain to the Icelandic Data Protection Authority (Persónuvernd).

8. Contact and changes
Write to privacy@stund.is with any question about this policy. When it changes we publish a new version and ask you to accept it before you continue.`;
