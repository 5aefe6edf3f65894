import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { useTranslation } from '@/lib/i18n/provider';

export default function ToastArea() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeOnClick
      transition={Slide}
      rtl={i18n.dir() === 'rtl'}
    />
  );
}
