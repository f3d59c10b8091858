import type { ColumnType, Generated } from 'kysely';

export interface MailTables {
  /** E-mails kept instead of sent while SMTP_URL is unset (development); read them with SQL. */
  outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body: string;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
