import { YesNoField, type YesNoFieldProps } from '@portal/shared-ui/kit';

const DEAL_ANSWERS = { yes: 'yes', no: 'no' } as const;

/** A "(yes/no)" question of the deal: the kit's radio group, holding the contract's answer ('yes' or 'no'). */
export function YesNoQuestion(props: Omit<YesNoFieldProps, 'values'>) {
  return <YesNoField {...props} values={DEAL_ANSWERS} />;
}
