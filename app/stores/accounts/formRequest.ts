// The end of a form's refused request, the same in every accounts form: the 'please wait'
// overlay closes, the form stops submitting (so the button works again) and the form's own
// handler sorts the failure onto a field or the form, in one action.
import { runInAction } from 'mobx';

export function refused<R>(form: { submitting: boolean }, hideLoading: () => void, failed: () => R): R {
  hideLoading();
  return runInAction(() => {
    form.submitting = false;
    return failed();
  });
}
