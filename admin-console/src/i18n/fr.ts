// The console's own French texts. react-admin's texts (ra.*) come from
// ra-language-french and are merged in i18n-provider.ts. French is the default
// language of Éclat, so this file defines the shape that en.ts must match.
export const fr = {
  resources: {
    users: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        id: 'Identifiant',
        q: 'Recherche (nom ou courriel)',
        name: 'Nom',
        email: 'Courriel',
        profilePic: 'Photo de profil',
        role: 'Rôle',
        status: 'Statut',
        locale: 'Langue',
        dateOfBirth: 'Date de naissance',
        createdAt: 'Inscription',
        updatedAt: 'Dernière modification',
        lastLoginAt: 'Dernière connexion',
      },
    },
  },
  // The eye button beside the password field must not be named "... mot de
  // passe": finding the field by its label "Mot de passe" has to be unambiguous.
  ra: {
    input: {
      password: {
        toggle_visible: 'Masquer les caractères',
        toggle_hidden: 'Afficher les caractères',
      },
    },
  },
  eclat: {
    user_menu: '%{name} (menu du compte)',
    title: 'Éclat — Administration',
    auth: {
      email: 'Courriel',
      admin_only: 'Cette console est réservée aux administrateurs.',
    },
    menu: {
      dashboard: 'Tableau de bord',
      health: 'État du système',
      profile_review: 'Révision des profils',
      payouts: 'Versements',
      marketing: 'Marketing',
      cleaner: 'Statistiques du prestataire',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue dans la console d’administration d’Éclat',
      welcome_named: 'Bienvenue, %{name}',
      intro:
        'Gérez les comptes des clients, des prestataires de ménage et des administrateurs.',
      users_link: 'Gérer les utilisateurs',
      health_link: "Voir l'état du système",
    },
    health: {
      title: 'État du système',
      refresh: 'Actualiser',
      liveness: 'Processus',
      readiness: 'Disponibilité',
      status: 'Statut',
      uptime: 'En service depuis',
      uptime_value: '%{hours} h %{minutes} min %{seconds} s',
      database: 'Base de données',
      pending_migrations: 'Migrations en attente',
      checked_at: 'Vérifié à %{time}',
      unreachable: 'Le serveur ne répond pas : %{message}',
      values: {
        ok: 'En marche',
        ready: 'Prêt',
        not_ready: 'Pas prêt',
        up: 'Accessible',
        down: 'Inaccessible',
      },
    },
    coming_soon: {
      notice: 'Cette page arrive bientôt.',
    },
    roles: {
      client: 'Client',
      cleaner: 'Prestataire de ménage',
      admin: 'Administrateur',
      none: 'Aucun rôle choisi',
    },
    statuses: {
      active: 'Actif',
      suspended: 'Suspendu',
    },
    locales: {
      fr: 'Français',
      en: 'Anglais',
    },
    users: {
      actions: 'Actions',
      never: 'Jamais',
      no_picture: 'Aucune photo',
      suspend: 'Suspendre',
      reactivate: 'Réactiver',
      suspend_title: 'Suspendre %{name} ?',
      suspend_content:
        'Cette personne ne pourra plus se connecter tant que son compte sera suspendu.',
      reactivate_title: 'Réactiver %{name} ?',
      reactivate_content: 'Cette personne pourra de nouveau se connecter.',
      suspended: 'Compte suspendu',
      reactivated: 'Compte réactivé',
    },
  },
};

export type ConsoleMessages = typeof fr;
