/** The name registration views' English (RegisterAccountName, RegisterAccountNameSuccess). */
export const registerNameMessages = {
  'registerName.taken': '{name} is taken.',
  'registerName.available': '{name} is available.',
  'registerName.checking': 'Checking…',
  'registerName.label': 'Name',
  'registerName.suggestions': 'Suggested names',
  'registerName.waiting': 'Waiting for your signature…',
  'registerName.register': 'Register',
  'registerName.yours': '{name} is yours.',
  'registerName.registered': 'Your name is registered.',
  'registerName.sendToIt': 'People can send to it in place of your address.',
  'registerName.back': 'Back to account',
} as const;
