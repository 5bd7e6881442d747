import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'wouter';
import * as v from 'valibot';
import {
  OpenComplaintDocument,
  type OpenComplaintMutation,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_TEXTS,
  COMPLAINT_LIMITS,
  staffComplaintRequestSchema,
} from '#contract/complaints.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { Checkbox, FieldFrame, revealWholeBox, SelectField, TextField } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { complaintsCopy as text } from '../shared/complaints-copy.ts';
import * as styles from '../shared/complaints.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

type Typed = {
  category: string;
  description: string;
  receiptCode: string;
  phone: string;
  anonymous: boolean;
};
type Field = 'category' | 'description' | 'receiptCode' | 'phone';

const blank: Typed = {
  category: '',
  description: '',
  receiptCode: '',
  phone: '',
  anonymous: false,
};

type Opened = OpenComplaintMutation['openComplaint'];

function OpenedNotice({ opened, onAnother }: { opened: Opened; onAnother: () => void }) {
  return (
    <DetailSection title={text.open.opened}>
      <div role="status" className={styles.stack}>
        <p className={styles.protocol}>{opened.protocol}</p>
        <p className={styles.text}>{text.open.readProtocol(opened.protocol)}</p>
        {opened.id ? null : <p className={styles.text}>{text.open.hiddenFromYou}</p>}
      </div>
      <div className={styles.actions}>
        {opened.id ? (
          <Link
            href={paths.complaintDetails.link({ id: opened.id })}
            className={styles.protocolLink}
          >
            {text.open.see}
          </Link>
        ) : null}
        <Button variant="outline" onClick={onAnother}>
          {text.open.another}
        </Button>
      </div>
    </DetailSection>
  );
}

export function ComplaintNewScreen() {
  const [typed, setTyped] = useState<Typed>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const { formRef, refused } = useRefusalFocus();
  const [open, { loading }] = useMutation(OpenComplaintDocument, { fetchPolicy: 'no-cache' });

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setTyped((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = v.safeParse(staffComplaintRequestSchema, typed);
    if (!checked.success) {
      const nested = v.flatten<typeof staffComplaintRequestSchema>(checked.issues).nested ?? {};
      setErrors({
        category: nested.category?.[0],
        description: nested.description?.[0],
        receiptCode: nested.receiptCode?.[0],
        phone: nested.phone?.[0],
      });
      setFailure(text.open.fixBelow);
      refused();
      return;
    }
    setErrors({});
    const { category, description, receiptCode, phone, anonymous } = checked.output;
    try {
      const { data } = await open({
        variables: {
          complaint: {
            category,
            description,
            receiptCode: receiptCode ?? null,
            phone: anonymous ? null : (phone ?? null),
            anonymous,
          },
        },
      });
      if (!data) throw new Error('no answer');
      setOpened(data.openComplaint);
      setTyped(blank);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <Screen title={text.open.title} backTo={paths.complaints.link()} withNav>
      {opened ? (
        <OpenedNotice opened={opened} onAnother={() => setOpened(null)} />
      ) : (
        <form
          ref={formRef}
          className={fieldStyles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <p className={styles.intro}>{text.open.intro}</p>
          <SelectField
            label={text.category}
            value={typed.category}
            error={errors.category}
            onChange={set('category')}
          >
            <option value="">{text.open.choose}</option>
            {COMPLAINT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {COMPLAINT_CATEGORY_TEXTS[category]}
              </option>
            ))}
          </SelectField>
          <FieldFrame
            label={text.open.description}
            hint={text.open.descriptionHint}
            error={errors.description}
          >
            {(control) => (
              <textarea
                {...control}
                className={`${fieldStyles.control} ${styles.textarea}`}
                onFocus={revealWholeBox}
                value={typed.description}
                maxLength={COMPLAINT_LIMITS.descriptionMax}
                onChange={set('description')}
              />
            )}
          </FieldFrame>
          <TextField
            label={text.open.receiptCode}
            hint={text.open.receiptCodeHint}
            error={errors.receiptCode}
            value={typed.receiptCode}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={set('receiptCode')}
          />
          <Checkbox
            label={text.open.anonymous}
            checked={typed.anonymous}
            onChange={(event) =>
              setTyped((current) => ({ ...current, anonymous: event.target.checked }))
            }
          />
          {typed.anonymous ? null : (
            <TextField
              label={text.open.phone}
              hint={text.open.phoneHint}
              error={errors.phone}
              value={typed.phone}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              onChange={set('phone')}
            />
          )}
          {failure ? (
            <Notice tone="danger" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          <Button type="submit" busy={loading} busyText={text.open.submitting}>
            {text.open.submit}
          </Button>
        </form>
      )}
    </Screen>
  );
}
