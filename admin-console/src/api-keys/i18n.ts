// The API keys' screens, merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const apiKeysFr = {
  resources: {
    'api-keys': {
      name: 'Clé d’API |||| Clés d’API',
      // react-admin's defaults would write "Pas encore de Clé d’API. Voulez-vous en créer un ?" (issue #41).
      empty: 'Pas encore de clé d’API.',
      invite: 'Voulez-vous en créer une\u202f?',
      fields: {
        name: 'Nom',
        prefix: 'Début de la clé',
        scopes: 'Portées',
        expiresAt: 'Expire le',
        createdAt: 'Créée le',
        revokedAt: 'Révoquée le',
        lastUsedAt: 'Dernière utilisation',
        lastUsedIp: 'Adresse de la dernière utilisation',
        status: 'État',
      },
    },
  },
  eclat: {
    api_keys: {
      intro:
        'Vos clés d’API personnelles, pour relier la console à vos outils. Une clé agit en votre nom, seulement dans ses portées\u202f; elle ne peut jamais gérer les clés ni les comptes. Révoquer une clé l’arrête aussitôt.',
      status: { active: 'Active', expired: 'Expirée', revoked: 'Révoquée' },
      never: 'Jamais',
      no_expiry: 'Sans expiration',
      revoke: 'Révoquer',
      revoke_title: 'Révoquer la clé «\u00a0%{name}\u00a0»\u202f?',
      revoke_content: 'Les outils qui l’utilisent perdront aussitôt l’accès. Ce choix est définitif.',
      revoked: 'Clé révoquée',
      create_title: 'Nouvelle clé d’API',
      secret_title: 'Votre nouvelle clé',
      secret_once: 'Copiez cette clé maintenant et gardez-la en lieu sûr\u00a0: elle n’est affichée qu’une fois (nous n’en conservons qu’une empreinte).',
      secret_done: 'J’ai copié la clé',
      hints: {
        expiresAt: 'Facultatif. Laissez vide pour une clé sans expiration.',
        scopes: 'admin:read lit l’API de la console\u202f; admin:write la modifie (jamais les comptes ni les clés).',
      },
    },
  },
};

export const apiKeysEn: typeof apiKeysFr = {
  resources: {
    'api-keys': {
      name: 'API key |||| API keys',
      empty: 'No API keys yet.',
      invite: 'Do you want to create one?',
      fields: {
        name: 'Name',
        prefix: 'Beginning of the key',
        scopes: 'Scopes',
        expiresAt: 'Expires on',
        createdAt: 'Created on',
        revokedAt: 'Revoked on',
        lastUsedAt: 'Last used',
        lastUsedIp: 'Address of the last use',
        status: 'State',
      },
    },
  },
  eclat: {
    api_keys: {
      intro: 'Your personal API keys, to connect the console to your tools. A key acts on your behalf, only within its scopes; it can never manage keys or accounts. Revoking a key stops it at once.',
      status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
      never: 'Never',
      no_expiry: 'No expiry',
      revoke: 'Revoke',
      revoke_title: 'Revoke the key “%{name}”?',
      revoke_content: 'Tools using it lose access at once. This cannot be undone.',
      revoked: 'Key revoked',
      create_title: 'New API key',
      secret_title: 'Your new key',
      secret_once: 'Copy this key now and keep it somewhere safe: it is shown only once (we keep only a fingerprint of it).',
      secret_done: 'I copied the key',
      hints: {
        expiresAt: 'Optional. Leave empty for a key that does not expire.',
        scopes: 'admin:read reads the console’s API; admin:write changes it (never accounts or keys).',
      },
    },
  },
};
