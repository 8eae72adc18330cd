// Choice names are translation keys: react-admin translates them when rendering.
export const roleChoices = [
  { id: 'client', name: 'eclat.roles.client' },
  { id: 'cleaner', name: 'eclat.roles.cleaner' },
  { id: 'admin', name: 'eclat.roles.admin' },
];

// The list can also find users who have not chosen a role yet (role null);
// the API spells that filter value "none".
export const roleFilterChoices = [...roleChoices, { id: 'none', name: 'eclat.roles.none' }];

export const statusChoices = [
  { id: 'active', name: 'eclat.statuses.active' },
  { id: 'suspended', name: 'eclat.statuses.suspended' },
];

export const localeChoices = [
  { id: 'fr', name: 'eclat.locales.fr' },
  { id: 'en', name: 'eclat.locales.en' },
];
