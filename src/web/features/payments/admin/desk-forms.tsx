import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '#common/format';
import { DEFAULT_LANGUAGE, languageNames, LANGUAGES, type Language } from '#common/languages';
import { STATE_NAMES } from '#common/indian-states';
import { DESK_MODES, deskPaymentSchema, freeEnrollmentSchema } from '#common/schemas/money';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useEnrollFree, useRecordDeskPayment } from '../api/desk-writes';
import { feePlansQuery } from '../api/fee-plans-query';
import { SelectField, TextField } from './desk-fields';
import { modeLabels } from './payment-labels';
import './messages';

/** Who the desk is serving and for which course; the forms are keyed on these. */
export interface DeskChoice {
  email: string;
  courseId: string;
  /** No account uses the e-mail yet: the forms ask for the new student's details. */
  isNew: boolean;
}

const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const newStudent = {
  userName: '',
  mobileNo: '',
  state: '' as const,
  address: '',
  language: DEFAULT_LANGUAGE as Language,
};

/** The new student's details go only with a payment or place that makes the account. */
const forStudent = <T,>(values: T, isNew: boolean): T =>
  isNew
    ? values
    : {
        ...values,
        userName: undefined,
        mobileNo: undefined,
        state: undefined,
        address: undefined,
        language: undefined,
      };

interface StudentFieldsProps {
  register: UseFormRegister<typeof newStudent>;
  errors: FieldErrors<typeof newStudent>;
}

function NewStudentFields({ register, errors }: StudentFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">
        <Trans>New student</Trans>
      </legend>
      <TextField label={t`Name`} error={errors.userName?.message} {...register('userName')} />
      <TextField
        label={t`Mobile number`}
        inputMode="tel"
        error={errors.mobileNo?.message}
        {...register('mobileNo')}
      />
      <SelectField label={t`State`} error={errors.state?.message} {...register('state')}>
        <option value="">{t`Not known`}</option>
        {STATE_NAMES.map((state) => (
          <option key={state}>{state}</option>
        ))}
      </SelectField>
      <TextField label={t`Address`} error={errors.address?.message} {...register('address')} />
      <SelectField
        label={t`Language of messages`}
        hint={t`The welcome e-mail and the receipts are written in it.`}
        error={errors.language?.message}
        {...register('language')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

/**
 * "Record a payment": an amount taken in cash, UPI, card or bank transfer, with the buyer's GSTIN
 * for a B2B invoice (the student's own, as found, to start with).
 */
export function DeskPaymentForm({
  email,
  courseId,
  isNew,
  gstin = '',
}: DeskChoice & { gstin?: string }) {
  const { t } = useLingui();
  const recordPayment = useRecordDeskPayment();
  const form = useAppForm({
    schema: deskPaymentSchema,
    defaultValues: {
      email,
      courseId,
      ...newStudent,
      mode: 'cash',
      reference: '',
      paidOn: indiaToday(),
      giveAccessNow: false,
      whatsappUpdates: false,
      gstin,
      planId: '',
    },
    submit: async (values, { resetField }) => {
      const { data } = await recordPayment.mutateAsync(forStudent(values, isNew));
      const due = data && data.balance > 0 ? formatRupees(data.balance) : null;
      toast.success(
        due
          ? t`Payment recorded. Balance due: ${due}`
          : t`Payment recorded. The fee is paid in full.`,
      );
      resetField('amount');
      resetField('reference');
    },
  });
  const { register, errors } = form;
  const plans = useQuery(feePlansQuery(courseId)).data?.filter((plan) => plan.active) ?? [];
  return (
    <form {...form.formProps} aria-labelledby="desk-pay" className="card space-y-4">
      <h2 id="desk-pay" className="text-lg font-bold">
        <Trans>3. Record a payment</Trans>
      </h2>
      {isNew && (
        <NewStudentFields
          register={register as unknown as StudentFieldsProps['register']}
          errors={errors}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Amount (₹)`}
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        <SelectField label={t`Mode`} error={errors.mode?.message} {...register('mode')}>
          {DESK_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(modeLabels[mode])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Reference`}
          hint={t`UPI transaction id, cheque or receipt number`}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <TextField
          label={t`Date`}
          type="date"
          error={errors.paidOn?.message}
          {...register('paidOn')}
        />
        <TextField
          label={t`Buyer's GSTIN`}
          hint={t`Only for a business registered for GST; leave empty otherwise.`}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        {plans.length > 0 && (
          <SelectField
            label={t`Instalment plan`}
            hint={t`Its parts fall due from the date of this payment.`}
            error={errors.planId?.message}
            {...register('planId')}
          >
            <option value="">{t`No plan`}</option>
            {plans.map((plan) => (
              <option key={plan._id} value={plan._id}>
                {plan.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" {...register('giveAccessNow')} className="size-4" />
        <Trans>Give access now (before the fee is paid in full)</Trans>
      </label>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" {...register('whatsappUpdates')} className="size-4" />
        <Trans>The student agreed to updates on WhatsApp</Trans>
      </label>
      <SubmitButton pending={form.pending}>
        <Trans>Record Payment</Trans>
      </SubmitButton>
    </form>
  );
}

/** "Or enroll without payment": a free place, with its reason. */
export function FreeEnrollmentForm({ email, courseId, isNew }: DeskChoice) {
  const { t } = useLingui();
  const enrollFree = useEnrollFree();
  const form = useAppForm({
    schema: freeEnrollmentSchema,
    defaultValues: { email, courseId, ...newStudent, reason: '' },
    submit: async (values) => {
      const { message } = await enrollFree.mutateAsync(forStudent(values, isNew));
      toast.success(message ?? t`Enrolled`);
    },
  });
  const { register, errors } = form;
  return (
    <form {...form.formProps} aria-labelledby="desk-free" className="card space-y-4">
      <h2 id="desk-free" className="text-lg font-bold">
        <Trans>Or enroll without payment</Trans>
      </h2>
      {isNew && (
        <NewStudentFields
          register={register as unknown as StudentFieldsProps['register']}
          errors={errors}
        />
      )}
      <TextField
        label={t`Reason`}
        hint={t`Scholarship, staff, …`}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitButton pending={form.pending} className="btn btn-outline">
        <Trans>Enroll Without Payment</Trans>
      </SubmitButton>
    </form>
  );
}
