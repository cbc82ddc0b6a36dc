/**
 * Sample privacy policy body. Realistic in structure and length, but it is
 * sample content for the embedded dataset, not legal advice; the real policy
 * is maintained by the content editors in Sanity.
 */
import type { BlockSpec } from "./portable-text.js";
import { bullet, h2, h3, p } from "./portable-text.js";

export const privacyPolicy = {
  id: "privacyPolicy",
  title: "Privacy Policy",
  createdAt: "2024-01-10T12:00:00Z",
  updatedAt: "2026-01-15T09:30:00Z",
  body: [
    p(
      '**Effective date: January 15, 2026.** This Privacy Policy explains how ACT ("ACT", "we", "us" or "our") collects, uses, shares and protects personal information when you visit this website, submit an enquiry, or contact our help desk. It applies to this website only. Information that our court and laboratory customers store in DCCM or Paracelsus LIS is governed by their agreements with us and by the laws that apply to them, not by this policy.',
    ),
    h2("Who we are"),
    p(
      "ACT is a software company headquartered in Gulf Breeze, Florida. We develop DCCM, a web-based case management system for treatment and drug courts, and Paracelsus LIS, a laboratory information system for toxicology laboratories. If you have questions about this policy, you can reach us using the contact details at the end of this page.",
    ),
    h2("Information we collect"),
    h3("Information you give us"),
    p("When you complete the enquiry form on our [contact page](/contact), we ask for the following information:"),
    bullet("Your **name**"),
    bullet("Your **e-mail address**"),
    bullet("Your **phone number**"),
    bullet("Your **city** and **state**"),
    bullet("The **products you are interested in**, such as DCCM, Paracelsus LIS or both"),
    bullet("Your **message** to us"),
    p(
      "Some fields are optional, and the form tells you which ones are required. Please do not include health information, case details, or information about court participants, patients or donors in your message. We do not need that information to answer your enquiry, and we ask that you share it only through the secure channels set out in a customer agreement.",
    ),
    p(
      "If you contact our help desk by phone, by e-mail or through the help widget on this website, we collect the information you choose to provide, such as your name, your organization, your contact details and a description of your question or issue.",
    ),
    h3("Information collected automatically"),
    p(
      "Like most websites, our servers record basic technical information when you visit, including your IP address, browser type and version, operating system, the pages you request, the page that referred you, and the date and time of each request. We use these records to keep the website secure, diagnose technical problems and understand overall traffic. We do not use them to build a profile of you as an individual.",
    ),
    h2("How we use information"),
    p("We use the personal information described above to:"),
    bullet("Respond to your enquiry and provide the product information you asked for"),
    bullet("Arrange demonstrations, quotations, onsite training or other services you request"),
    bullet("Provide help-desk support to customers and prospective customers"),
    bullet("Operate, secure, maintain and improve this website"),
    bullet("Detect and prevent spam, fraud and abuse of our forms"),
    bullet("Comply with our legal obligations and enforce our terms"),
    p(
      "We do not sell personal information, and we do not use information from the enquiry form for automated decision-making that produces legal or similarly significant effects for you.",
    ),
    p(
      "If you ask us to, or if you are a contact at an existing customer, we may send you occasional e-mail about product updates, training sessions or events. Every such message includes a simple way to unsubscribe, and unsubscribing does not affect service messages about an active support request or contract.",
    ),
    h2("Cookies and the help widget"),
    p(
      "This website uses a small number of cookies and similar technologies. Strictly necessary cookies keep the site working, for example by remembering that you have dismissed a notice or by protecting our forms from automated abuse. They do not identify you by name.",
    ),
    p(
      "Some pages include a help widget provided by a third-party customer-support service. When the widget loads, the provider may set its own cookies and receive technical information such as your IP address, browser details and the address of the page you are viewing, so that it can display the widget and route your conversation to our help desk. If you start a conversation, the provider processes the messages you send on our behalf. Its handling of that information is governed by its agreement with us and by its own privacy notice.",
    ),
    p(
      "You can block or delete cookies in your browser settings. Blocking cookies may prevent the help widget from working, but the rest of the website, including the enquiry form, will continue to function. You can always reach the help desk by e-mail instead.",
    ),
    h2("How we share information"),
    p("We share personal information only in the following circumstances:"),
    bullet(
      "**Service providers.** Companies that host this website, deliver e-mail or run the help widget receive the information they need to provide those services, under contracts that limit their use of it to serving us.",
    ),
    bullet("**Within ACT.** Staff who need the information to respond to you, such as sales, training or help-desk personnel, can access it."),
    bullet(
      "**Legal requirements.** We may disclose information when required by law, subpoena or court order, or when disclosure is necessary to protect the rights, property or safety of ACT, our customers or others.",
    ),
    bullet(
      "**Business transfers.** If ACT is involved in a merger, acquisition or sale of assets, personal information may be transferred as part of that transaction and would remain subject to the commitments in this policy.",
    ),
    p("We do not share personal information with third parties for their own marketing purposes."),
    h2("How long we keep information"),
    p(
      "We keep enquiry form submissions and related correspondence for as long as we need them to respond to you and to maintain a reasonable record of our relationship. If you become a customer, your contact information becomes part of the customer record and is kept for the life of that relationship and any period required afterwards for legal, tax or audit purposes. Server logs are kept only as long as they are useful for security and troubleshooting. When information is no longer needed, we delete it or remove the details that identify you.",
    ),
    h2("How we protect information"),
    p(
      "We use administrative, technical and physical safeguards appropriate to the information we hold. This website is served only over encrypted connections, and access to enquiry submissions is limited to the staff who need it. No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security, but we review our safeguards regularly and act promptly on any suspected incident.",
    ),
    p(
      "Our products are designed for secure web access, and Paracelsus LIS supports laboratories in meeting their CLIA and HIPAA obligations. The handling of customer data inside our products is described in the relevant customer agreements rather than in this website policy.",
    ),
    h2("Children's privacy"),
    p(
      "This website is intended for court, laboratory, treatment and supervision professionals. It is not directed to children under the age of 13, and we do not knowingly collect personal information from them. If you believe a child has given us personal information through this website, please contact us and we will delete it.",
    ),
    h2("Your rights and choices"),
    p("Wherever you live, you may ask us to:"),
    bullet("Tell you what personal information we hold about you and give you a copy of it"),
    bullet("Correct information that is inaccurate or incomplete"),
    bullet("Delete information we no longer have a reason to keep"),
    bullet("Stop sending you marketing e-mail"),
    h3("State privacy rights"),
    p(
      "Residents of some states have additional rights under state consumer privacy laws. Depending on where you live, these may include the right to know the categories of personal information we collect, the purposes for which we use it and the categories of parties with whom we share it; the right to access, correct or delete it; the right to receive it in a portable format; and the right to opt out of the sale of personal information, its use for targeted advertising, or certain kinds of profiling. We do not sell personal information or use it for targeted advertising.",
    ),
    p(
      "To exercise any of these rights, contact us using the details below. We will confirm receipt of your request and respond within the time required by the law that applies to you. We need to verify your identity before acting on a request, usually by matching details you have already given us. Where state law allows, you may use an authorized agent; we may ask for proof that the agent is acting on your behalf. If we decline a request, we will explain why, and where your state provides an appeal process you may appeal by replying to our decision. We will not discriminate against you for exercising any of your privacy rights.",
    ),
    h2("Links to other websites"),
    p(
      "This website may link to websites operated by others, such as professional associations or public resources. We are not responsible for the privacy practices of those websites, and we encourage you to read their privacy policies before providing any personal information.",
    ),
    h2("Changes to this policy"),
    p(
      "We may update this policy from time to time to reflect changes in our practices, our services or the law. When we do, we will change the effective date at the top of this page. If a change is significant, we will also place a notice on this website before it takes effect. We encourage you to review this page periodically.",
    ),
    h2("Contact us"),
    p("If you have questions about this policy, or would like to exercise your privacy rights, you can:"),
    bullet("Use the enquiry form on our [contact page](/contact) and select privacy in your message"),
    bullet("E-mail our help desk at [helpdesk@example.com](mailto:helpdesk@example.com)"),
    p(
      "Our help desk is staffed Monday to Friday, 8 AM to 7 PM Eastern Time. Please include enough detail for us to find the information you are asking about, but do not send sensitive information such as health or case details by e-mail.",
    ),
  ] satisfies BlockSpec[],
};
