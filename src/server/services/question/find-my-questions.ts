import type { AuthUser } from '../../auth/access-tokens';
import type { Database } from '../../db/client';
import type { ListParams } from '../../query/list-params';
import { runList } from '../../query/run-list';
import { myQuestionResource } from './my-question-resource';

/** GET /my-questions: the caller's questions, newest first, each with its product and its answer (or null). */
export function findMyQuestions(options: {
  database: Database;
  user: AuthUser;
  params: ListParams;
  language: string;
  url: URL;
}): Promise<string> {
  return runList({
    database: options.database,
    resource: myQuestionResource(options.user.id),
    params: options.params,
    ctx: { language: options.language },
    url: options.url,
  });
}
