import type { CHAT_EN_CA } from "./chat.en-CA";

/** messages/chat.en-CA.ts in French (see messages.fr-CA.ts). */
export const CHAT_FR_CA: { readonly [K in keyof typeof CHAT_EN_CA]: string } = {
  "chat.greeting":
    "Bonjour! Je suis l’assistant de CeliacClaim. Posez-moi vos questions sur le suivi des dépenses sans gluten pour votre déclaration de revenus.",
  "chat.askEmail":
    "Avant de commencer, quelle est votre adresse courriel? Si je ne peux pas répondre à une question, notre équipe de soutien vous y répondra.",
  "chat.emailThanks": "Merci! Que voulez-vous savoir?",
  "chat.needsEmail": "J’ai besoin de votre adresse courriel avant de pouvoir vous aider. Veuillez l’entrer ci-dessus.",
  "chat.connectionError":
    "Désolé, j’ai du mal à me connecter en ce moment. Le service de clavardage est peut-être temporairement indisponible. Veuillez réessayer dans quelques instants.",
  "chat.errorTitle": "Erreur",
  "chat.sendFailed": "Impossible d’envoyer le message. Veuillez réessayer.",
  "chat.title": "Assistant CeliacClaim",
  "chat.subtitle": "Réponses tirées de nos guides et de notre FAQ",
  "chat.closePanel": "Fermer le clavardage",
  "chat.messages": "Messages du clavardage",
  "chat.you": "Vous :",
  "chat.assistant": "Assistant :",
  "chat.typing": "L’assistant écrit…",
  "chat.emailLabel": "Votre adresse courriel",
  "chat.questionLabel": "Votre question",
  "chat.emailPlaceholder": "Entrez votre adresse courriel...",
  "chat.questionPlaceholder": "Tapez votre question...",
  "chat.send": "Envoyer le message",
  "validation.chatMessage": "Veuillez écrire un message.",
  "validation.chatMessageMax": "Veuillez garder votre message sous {max, number} caractères.",
  "validation.chatEmail":
    "Cette adresse courriel ne semble pas valide. Veuillez fournir un courriel valide pour que je puisse mieux vous aider.",
};
