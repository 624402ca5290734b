import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, type RefObject } from 'react';
import type { ContactMessage } from '@/content/types';

const isMessageField = (name: string, values: ContactMessage): name is keyof ContactMessage => name in values;

/**
 * The form is in the prerendered HTML, so a visitor can type into it before the page has
 * hydrated. Those values live only in the DOM (hydration leaves an input's current value
 * alone): take them into the form state once, when the form mounts, so nothing typed is lost.
 */
export function useAdoptTypedValues(form: UseFormReturnType<ContactMessage>, formElement: RefObject<HTMLFormElement | null>): void {
  const { setFieldValue, getValues } = form;
  const adopted = useRef(false);
  useEffect(() => {
    const element = formElement.current;
    if (adopted.current || !element) return;
    adopted.current = true;
    for (const field of element.elements) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (field.value && isMessageField(field.name, getValues())) setFieldValue(field.name, field.value);
    }
  }, [formElement, setFieldValue, getValues]);
}
