import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { normaliseEmail } from '../shared/email';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  description: string;
}

/** Stores a contact-form message with the sender's address (for abuse handling). */
export async function createContactMessage(options: {
  database: Database;
  input: ContactMessageInput;
  clientAddress: string;
}): Promise<void> {
  const { input } = options;
  await options.database.db.insert(contactMessages).values({
    name: input.name,
    email: normaliseEmail(input.email),
    subject: input.subject,
    description: input.description,
    clientAddress: options.clientAddress,
  });
}
