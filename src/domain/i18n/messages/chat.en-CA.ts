/** The chat panel's own sentences: loaded with the panel, which any page (the landing included) may open. */
export const CHAT_EN_CA = {
  "chat.greeting":
    "Hi! I'm the CeliacClaim assistant. Ask me anything about tracking gluten-free expenses for your tax claim.",
  "chat.askEmail":
    "Before we start, what's your email address? If I can't answer a question, our support team will follow up there.",
  "chat.emailThanks": "Thanks! What would you like to know?",
  "chat.needsEmail": "I need your email address before I can help you. Please enter it above.",
  "chat.connectionError":
    "Sorry, I'm having trouble connecting right now. The chatbot service might be temporarily unavailable. Please try again in a few moments.",
  "chat.errorTitle": "Error",
  "chat.sendFailed": "Failed to send message. Please try again.",
  "chat.title": "CeliacClaim Assistant",
  "chat.subtitle": "Answers from our guides and FAQ",
  "chat.closePanel": "Close chat",
  "chat.messages": "Chat messages",
  "chat.you": "You:",
  "chat.assistant": "Assistant:",
  "chat.typing": "The assistant is typing…",
  "chat.emailLabel": "Your email address",
  "chat.questionLabel": "Your question",
  "chat.emailPlaceholder": "Enter your email address...",
  "chat.questionPlaceholder": "Type your question...",
  "chat.send": "Send message",
  "validation.chatMessage": "Please type a message.",
  "validation.chatMessageMax": "Please keep your message under {max, number} characters.",
  "validation.chatEmail":
    "That doesn't appear to be a valid email address. Please provide a valid email so I can better assist you.",
} as const satisfies Record<string, string>;
