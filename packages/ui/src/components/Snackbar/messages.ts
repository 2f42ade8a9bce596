/** The snackbar's and the alert banner's own English; the texts they show are core's, translated by useCoreText. */
export const noticeMessages = {
  'notice.dismissSnack': 'Dismiss notification',
  'notice.dismissAlert': 'Dismiss alert',
  'notice.copyFailed': 'Could not copy to the clipboard',
} as const;
