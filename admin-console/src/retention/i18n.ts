// The retention card of the health page, merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const retentionFr = {
  eclat: {
    retention: {
      title: 'Conservation des renseignements personnels',
      explanation:
        'La tâche de conservation supprime chaque jour ce qui a dépassé la durée annoncée dans la politique de confidentialité (horaire\u00a0: RETENTION_SCHEDULE). Lancez-la maintenant pour vérifier une suppression.',
      run: 'Lancer maintenant',
      running: 'Exécution en cours…',
      failed: 'La tâche n’a pas pu s’exécuter\u00a0: %{message}',
      ranAt: 'Exécutée le %{when}, horaire «\u00a0%{schedule}\u00a0»',
      rule: 'Règle',
      count: 'Lignes traitées',
      rules: {
        verificationDocuments: 'Pièces de vérification détruites',
        visitPhotos: 'Photos de visite supprimées',
        punchPositions: 'Positions de pointage effacées',
        conversations: 'Conversations supprimées',
        endedSessions: 'Sessions terminées supprimées',
        handledReports: 'Signalements traités supprimés',
        propertyAccessDetails: 'Accès de propriétés supprimées effacés',
        acceptancesAfterDeletion: 'Acceptations de comptes supprimés',
        sellerIdentifications: 'Identifications de vendeurs expirées',
        integrationEvents: 'Événements d’intégration expirés',
        taxIdsResealed: 'NAS rechiffrés',
        webhookSecretsResealed: 'Secrets de webhooks rechiffrés',
      },
    },
  },
};

export const retentionEn: typeof retentionFr = {
  eclat: {
    retention: {
      title: 'Retention of personal information',
      explanation:
        'The retention job deletes, every day, what is past the period the privacy policy states (schedule: RETENTION_SCHEDULE). Run it now to verify a purge.',
      run: 'Run now',
      running: 'Running…',
      failed: 'The job could not run: %{message}',
      ranAt: 'Ran on %{when}, schedule “%{schedule}”',
      rule: 'Rule',
      count: 'Rows handled',
      rules: {
        verificationDocuments: 'Verification documents destroyed',
        visitPhotos: 'Visit photos deleted',
        punchPositions: 'Punch positions erased',
        conversations: 'Conversations deleted',
        endedSessions: 'Ended sessions deleted',
        handledReports: 'Handled reports deleted',
        propertyAccessDetails: 'Access details of deleted properties erased',
        acceptancesAfterDeletion: 'Acceptances of deleted accounts',
        sellerIdentifications: 'Expired seller identifications',
        integrationEvents: 'Expired integration events',
        taxIdsResealed: 'SINs re-sealed',
        webhookSecretsResealed: 'Webhook secrets re-sealed',
      },
    },
  },
};
