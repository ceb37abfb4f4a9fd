import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  createGuildSchema,
  GUILD_CHARTER_MAX_LENGTH,
  GUILD_DESCRIPTION_MAX_LENGTH,
  GUILD_FIELDS_ORDER,
  GUILD_NAME_MAX_LENGTH,
  type GuildPrivacy,
} from '../../../../shared/guilds';
import { problemOf, problemOfIssues, problemText, type Problem } from '../../api/errors';
import { useCreateGuildMutation } from './endpoints';
import './guilds.css';

/** /guilds/create: name, short description, privacy, how citizens join (public guilds) and the charter. */
export default function CreateGuildPage() {
  const { t } = useTranslation('guilds');
  const ids = { name: useId(), description: useId(), charter: useId(), hint: useId() };
  const navigate = useNavigate();
  const [fields, setFields] = useState({ name: '', description: '', charter: '' });
  const [privacy, setPrivacy] = useState<GuildPrivacy>('public');
  const [joinPolicy, setJoinPolicy] = useState<'open' | 'request'>('request');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [createGuild, { isLoading }] = useCreateGuildMutation();

  const edit = (field: keyof typeof fields) => (value: string) => {
    setFields({ ...fields, [field]: value });
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same schema; checking first answers at once, in the spec's words.
    const parsed = createGuildSchema.safeParse({ ...fields, privacy, joinPolicy });
    if (!parsed.success) return setProblem(problemOfIssues(parsed.error, GUILD_FIELDS_ORDER));
    try {
      const guild = await createGuild(parsed.data).unwrap();
      navigate(`/guilds/${guild.id}`);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <div className="page guilds guild-create">
      <header className="guilds__head">
        <div>
          <h1 className="page-title">{t('create.title')}</h1>
          <p className="page-lead">{t('create.lead')}</p>
        </div>
        <Link to="/guilds">{t('list.browse')}</Link>
      </header>
      <form className="card guild-form" onSubmit={submit} noValidate>
        <div className="guild-form__field">
          <label htmlFor={ids.name}>{t('create.name')}</label>
          <input id={ids.name} value={fields.name} maxLength={GUILD_NAME_MAX_LENGTH} onChange={(event) => edit('name')(event.target.value)} />
        </div>
        <div className="guild-form__field">
          <label htmlFor={ids.description}>{t('create.description')}</label>
          <input id={ids.description} value={fields.description} maxLength={GUILD_DESCRIPTION_MAX_LENGTH} onChange={(event) => edit('description')(event.target.value)} />
        </div>
        <fieldset className="guild-form__choices">
          <legend>{t('create.privacy')}</legend>
          {(['public', 'secret'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="privacy" value={value} checked={privacy === value} onChange={() => setPrivacy(value)} />
              {t(`create.${value}`)}
            </label>
          ))}
        </fieldset>
        {privacy === 'public' && (
          <fieldset className="guild-form__choices">
            <legend>{t('create.joinPolicy')}</legend>
            {(['open', 'request'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="joinPolicy" value={value} checked={joinPolicy === value} onChange={() => setJoinPolicy(value)} />
                {t(`create.${value}`)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="guild-form__field">
          <label htmlFor={ids.charter}>{t('create.charter')}</label>
          <textarea
            id={ids.charter}
            rows={8}
            value={fields.charter}
            maxLength={GUILD_CHARTER_MAX_LENGTH}
            aria-describedby={ids.hint}
            onChange={(event) => edit('charter')(event.target.value)}
          />
          <p id={ids.hint} className="guild-form__hint">
            {t('create.charterHint')}
          </p>
        </div>
        {problem && (
          <p className="notice notice--error" role="alert">
            {problemText(problem)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? t('create.submitting') : t('create.submit')}
        </button>
      </form>
    </div>
  );
}
