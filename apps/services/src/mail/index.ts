// Mail for embedded-wallet login: an in-process SMTP catcher for development, a nodemailer sender.
export { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT, MAX_KEPT_MESSAGES, MAX_MESSAGE_BYTES, startMailCatcher, type CaughtMessage, type MailCatcher, type MailCatcherOptions } from './catcher.js';
export { decodeEncodedWords, parseMail, type ParsedMail } from './message.js';
export { createMailSender, DEFAULT_MAIL_FROM, type MailSender, type MailTarget, type OutgoingMail } from './sender.js';
