export const CHAT_GREETING =
  "Hi! I'm the CeliacClaim assistant. Ask me anything about tracking gluten-free expenses for your tax claim.";
export const CHAT_ASK_EMAIL =
  "Before we start, what's your email address? If I can't answer a question, our support team will follow up there.";
export const CHAT_EMAIL_THANKS = "Thanks! What would you like to know?";
export const CHAT_NEEDS_EMAIL = "I need your email address before I can help you. Please enter it above.";
export const CHAT_CONNECTION_ERROR =
  "Sorry, I'm having trouble connecting right now. The chatbot service might be temporarily unavailable. Please try again in a few moments.";
