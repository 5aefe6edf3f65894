import type { AxiosRequestConfig } from 'axios';
import { API_ENDPOINTS } from './endpoints';
import { isApiError, toApiError } from './errors';
import type {
  AbusiveReport,
  CommunityModelType,
  FeedbackResult,
  MyQuestion,
  Attachment,
  AuthResponse,
  Card,
  CardSetup,
  OtpResponse,
  OutboxMessage,
  User,
  UserUpdateInput,
  Author,
  Category,
  Concern,
  Coupon,
  Faq,
  FlashSale,
  CouponVerification,
  ConfirmPaymentInput,
  CreateOrderInput,
  CreateRefundInput,
  Download,
  Refund,
  RefundReason,
  CreateReviewInput,
  Manufacturer,
  Order,
  Paginated,
  PaymentIntent,
  PaymentIntentQuery,
  PhoneExists,
  Product,
  Question,
  Review,
  SavedPaymentMethod,
  SavePaymentMethodInput,
  Settings,
  Shop,
  StoreNotice,
  SuccessResponse,
  Tag,
  TermsAndConditions,
  Type,
  UpdateReviewInput,
  VerifiedResponse,
  VerifyCheckoutInput,
} from './types';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/**
 * axios is loaded on first use, not with the page: server-rendered pages hydrate from prefetched data and
 * only call the API when the shopper asks for more, so the library stays out of the first-load JavaScript.
 * Every failure is an ApiError: http.ts's interceptor makes the requests' ones, and a script that did not load
 * is the generic one.
 */
async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const { http } = await import('./http').catch((error: unknown) => Promise.reject(toApiError(error)));
  const response = await http.request<T>(config);
  return response.data;
}

function clean(params: QueryParams = {}): QueryParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

const get = <T>(url: string, params?: QueryParams) => request<T>({ method: 'get', url, params: clean(params) });
const post = <T>(url: string, data: unknown, params?: QueryParams) =>
  request<T>({ method: 'post', url, data, params: clean(params) });
const put = <T>(url: string, data: unknown) => request<T>({ method: 'put', url, data });
const remove = <T>(url: string) => request<T>({ method: 'delete', url });

type Otp = { phone_number: string; code: string; otp_id: string };
const encode = (value: string | number) => encodeURIComponent(String(value));

/** The typed provider client: one function per endpoint the storefront calls. */
export const client = {
  settings: {
    get: (params: { language: string }) => get<Settings>(API_ENDPOINTS.SETTINGS, params),
  },
  types: {
    all: (params: QueryParams) => get<Type[]>(API_ENDPOINTS.TYPES, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Type>(`${API_ENDPOINTS.TYPES}/${encode(slug)}`, params),
  },
  categories: {
    paginated: (params: QueryParams) => get<Paginated<Category>>(API_ENDPOINTS.CATEGORIES, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Category>(`${API_ENDPOINTS.CATEGORIES}/${encode(slug)}`, params),
  },
  tags: {
    paginated: (params: QueryParams) => get<Paginated<Tag>>(API_ENDPOINTS.TAGS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Tag>(`${API_ENDPOINTS.TAGS}/${encode(slug)}`, params),
  },
  products: {
    paginated: (params: QueryParams) => get<Paginated<Product>>(API_ENDPOINTS.PRODUCTS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Product>(`${API_ENDPOINTS.PRODUCTS}/${encode(slug)}`, params),
    popular: (params: QueryParams) => get<Product[]>(API_ENDPOINTS.POPULAR_PRODUCTS, params),
    featured: (params: QueryParams) => get<Product[]>(API_ENDPOINTS.FEATURED_PRODUCTS, params),
    bestSelling: (params: QueryParams) => get<Product[]>(API_ENDPOINTS.BEST_SELLING_PRODUCTS, params),
  },
  shops: {
    paginated: (params: QueryParams) => get<Paginated<Shop>>(API_ENDPOINTS.SHOPS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Shop>(`${API_ENDPOINTS.SHOPS}/${encode(slug)}`, params),
    nearby: ({ lat, lng, ...params }: { lat: number; lng: number } & QueryParams) =>
      get<Shop[]>(`${API_ENDPOINTS.NEAR_BY_SHOP}/${encode(lat)}/${encode(lng)}`, params),
  },
  storeNotices: {
    paginated: (params: QueryParams) => get<Paginated<StoreNotice>>(API_ENDPOINTS.STORE_NOTICES, params),
  },
  authors: {
    paginated: (params: QueryParams) => get<Paginated<Author>>(API_ENDPOINTS.AUTHORS, params),
    top: (params: QueryParams) => get<Author[]>(API_ENDPOINTS.TOP_AUTHORS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Author>(`${API_ENDPOINTS.AUTHORS}/${encode(slug)}`, params),
  },
  manufacturers: {
    paginated: (params: QueryParams) => get<Paginated<Manufacturer>>(API_ENDPOINTS.MANUFACTURERS, params),
    top: (params: QueryParams) => get<Manufacturer[]>(API_ENDPOINTS.TOP_MANUFACTURERS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Manufacturer>(`${API_ENDPOINTS.MANUFACTURERS}/${encode(slug)}`, params),
  },
  concerns: {
    paginated: (params: QueryParams) => get<Paginated<Concern>>(API_ENDPOINTS.CONCERNS, params),
    /** Concerns are ours (CONTRACT §11): a provider without /concerns answers 404, which reads as "none". */
    available: async (): Promise<boolean> => {
      try {
        await get<Paginated<Concern>>(API_ENDPOINTS.CONCERNS, { limit: 1 });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
    top: (params: QueryParams) => get<Concern[]>(API_ENDPOINTS.TOP_CONCERNS, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<Concern>(`${API_ENDPOINTS.CONCERNS}/${encode(slug)}`, params),
  },
  faqs: {
    paginated: (params: QueryParams) => get<Paginated<Faq>>(API_ENDPOINTS.FAQS, params),
  },
  termsAndConditions: {
    paginated: (params: QueryParams) => get<Paginated<TermsAndConditions>>(API_ENDPOINTS.TERMS_AND_CONDITIONS, params),
  },
  flashSales: {
    paginated: (params: QueryParams) => get<Paginated<FlashSale>>(API_ENDPOINTS.FLASH_SALES, params),
    get: ({ slug, ...params }: { slug: string } & QueryParams) =>
      get<FlashSale>(`${API_ENDPOINTS.FLASH_SALES}/${encode(slug)}`, params),
    products: (params: { slug: string } & QueryParams) =>
      get<Paginated<Product>>(API_ENDPOINTS.PRODUCTS_BY_FLASH_SALE, params),
  },
  coupons: {
    paginated: (params: QueryParams) => get<Paginated<Coupon>>(API_ENDPOINTS.COUPONS, params),
    verify: (body: { code: string; sub_total: number }) => post<CouponVerification>(API_ENDPOINTS.COUPONS_VERIFY, body),
  },
  orders: {
    paginated: (params: QueryParams) => get<Paginated<Order>>(API_ENDPOINTS.ORDERS, params),
    /** By tracking number; a guest order also needs `contact`, the number or email it was placed with (CONTRACT §11). */
    get: ({ tracking_number, ...params }: { tracking_number: string; contact?: string } & QueryParams) =>
      get<Order>(`${API_ENDPOINTS.ORDERS}/${encode(tracking_number)}`, params),
    verify: (body: VerifyCheckoutInput) => post<VerifiedResponse>(API_ENDPOINTS.ORDERS_CHECKOUT_VERIFY, body),
    /** CONTRACT §11: the same Idempotency-Key for a retried submit, so the server answers the order it made. */
    create: (body: CreateOrderInput, { idempotencyKey }: { idempotencyKey: string }) =>
      request<Order>({
        method: 'post',
        url: API_ENDPOINTS.ORDERS,
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  },
  refunds: {
    paginated: (params: QueryParams) => get<Paginated<Refund>>(API_ENDPOINTS.REFUNDS, params),
    create: (body: CreateRefundInput) => post<Refund>(API_ENDPOINTS.REFUNDS, body),
    reasons: (params: QueryParams) => get<Paginated<RefundReason>>(API_ENDPOINTS.REFUND_REASONS, params),
  },
  downloads: {
    paginated: (params: QueryParams) => get<Paginated<Download>>(API_ENDPOINTS.DOWNLOADS, params),
    /** CONTRACT §8: a bare string, the one-time URL of the file. */
    digitalFile: (body: { digital_file_id: number }) => post<string>(API_ENDPOINTS.DOWNLOADS_DIGITAL_FILE, body),
  },
  cards: {
    all: () => get<Card[]>(API_ENDPOINTS.CARDS),
    add: (body: { method_key: string }) => post<Card>(API_ENDPOINTS.CARDS, body),
    remove: (id: number) => remove<boolean>(`${API_ENDPOINTS.CARDS}/${encode(id)}`),
    setDefault: (body: { method_id: number }) => post<Card>(API_ENDPOINTS.SET_DEFAULT_CARD, body),
    setupIntent: () => post<CardSetup>(API_ENDPOINTS.CARDS_SETUP_INTENT, {}),
    /** Before a card payment is confirmed in the browser: pay with this method, and keep it when save_card is true. */
    savePaymentMethod: (body: SavePaymentMethodInput) =>
      post<SavedPaymentMethod>(API_ENDPOINTS.SAVE_PAYMENT_METHOD, body),
  },
  payments: {
    /** CONTRACT §6 step 4: the order's intent at this gateway (made once); `recall_gateway` switches gateway. */
    intent: (params: PaymentIntentQuery) => get<PaymentIntent>(API_ENDPOINTS.PAYMENT_INTENT, params),
    /**
     * CONTRACT §6 step 5: the server asks the gateway how the payment stands and records it. Ours answers the order
     * as it is now; the provider answers an empty body (null here).
     */
    confirm: async (body: ConfirmPaymentInput) => (await post<Order | ''>(API_ENDPOINTS.ORDERS_PAYMENT, body)) || null,
  },
  reviews: {
    paginated: (params: QueryParams) => get<Paginated<Review>>(API_ENDPOINTS.REVIEWS, params),
    get: ({ id, ...params }: { id: number } & QueryParams) =>
      get<Review>(`${API_ENDPOINTS.REVIEWS}/${encode(id)}`, params),
    create: (body: CreateReviewInput) => post<Review>(API_ENDPOINTS.REVIEWS, body),
    update: ({ id, ...body }: UpdateReviewInput & { id: number }) =>
      put<Review>(`${API_ENDPOINTS.REVIEWS}/${encode(id)}`, body),
  },
  questions: {
    paginated: (params: QueryParams) => get<Paginated<Question>>(API_ENDPOINTS.QUESTIONS, params),
    create: (body: { question: string; product_id: number; shop_id: number }) =>
      post<MyQuestion>(API_ENDPOINTS.QUESTIONS, body),
    mine: (params: QueryParams) => get<Paginated<MyQuestion>>(API_ENDPOINTS.MY_QUESTIONS, params),
  },
  feedbacks: {
    give: (body: { model_id: number; model_type: CommunityModelType; positive: boolean; negative: boolean }) =>
      post<FeedbackResult>(API_ENDPOINTS.FEEDBACKS, body),
  },
  abusiveReports: {
    create: (body: { model_id: number; model_type: CommunityModelType; message: string }) =>
      post<AbusiveReport>(API_ENDPOINTS.ABUSIVE_REPORTS, body),
    mine: (params: QueryParams) => get<Paginated<AbusiveReport>>(API_ENDPOINTS.MY_REPORTS, params),
  },
  wishlists: {
    /** CONTRACT §4 Wishlist: the bare boolean (true: now in the wishlist). */
    toggle: (body: { product_id: number }) => post<boolean>(API_ENDPOINTS.WISHLIST_TOGGLE, body),
    has: (productId: number) => get<boolean>(`${API_ENDPOINTS.IN_WISHLIST}/${encode(productId)}`),
    /** Ours: which of these products are in the wishlist, in one request (404 from a provider without it). */
    among: (productIds: readonly number[]) =>
      get<number[]>(API_ENDPOINTS.IN_WISHLIST, { product_ids: productIds.join(',') }),
    /** The id is the product's. */
    remove: (productId: number) => remove<boolean>(`${API_ENDPOINTS.WISHLIST}/${encode(productId)}`),
    mine: (params: QueryParams) => get<Paginated<Product>>(API_ENDPOINTS.MY_WISHLISTS, params),
  },
  auth: {
    login: (body: { email: string; password: string }) => post<AuthResponse>(API_ENDPOINTS.USERS_LOGIN, body),
    // `language`: the shopper's; the API mails and texts in it (verification, reset codes, one-time codes).
    register: (body: { name: string; email: string; password: string }, language?: string) =>
      post<AuthResponse>(API_ENDPOINTS.USERS_REGISTER, body, { language }),
    logout: () => post<boolean>(API_ENDPOINTS.USERS_LOGOUT, {}),
    socialLogin: (body: { provider: string; access_token: string }) =>
      post<AuthResponse>(API_ENDPOINTS.USERS_SOCIAL_LOGIN, body),
    forgotPassword: (body: { email: string }, language?: string) =>
      post<SuccessResponse>(API_ENDPOINTS.USERS_FORGOT_PASSWORD, body, { language }),
    verifyForgotPasswordToken: (body: { email: string; token: string }) =>
      post<SuccessResponse>(API_ENDPOINTS.USERS_VERIFY_FORGOT_PASSWORD_TOKEN, body),
    resetPassword: (body: { email: string; token: string; password: string }) =>
      post<SuccessResponse>(API_ENDPOINTS.USERS_RESET_PASSWORD, body),
    changePassword: (body: { oldPassword: string; newPassword: string }) =>
      post<SuccessResponse>(API_ENDPOINTS.USERS_CHANGE_PASSWORD, body),
    setPassword: (body: { newPassword: string }) => post<SuccessResponse>(API_ENDPOINTS.USERS_SET_PASSWORD, body),
    updateEmail: (body: { email: string }, language?: string) =>
      post<SuccessResponse>(API_ENDPOINTS.USERS_UPDATE_EMAIL, body, { language }),
    resendVerificationEmail: (language?: string) =>
      post<SuccessResponse>(API_ENDPOINTS.SEND_VERIFICATION_EMAIL, {}, { language }),
    verifyEmail: (body: { token: string }) => post<SuccessResponse>(API_ENDPOINTS.VERIFY_EMAIL, body),
    sendOtpCode: (body: { phone_number: string; purpose?: 'login' | 'verify' | 'contact' }, language?: string) =>
      post<OtpResponse>(API_ENDPOINTS.SEND_OTP_CODE, body, { language }),
    verifyOtpCode: (body: Otp) => post<SuccessResponse>(API_ENDPOINTS.VERIFY_OTP_CODE, body),
    otpLogin: (body: Otp & { name?: string; email?: string }, language?: string) =>
      post<AuthResponse>(API_ENDPOINTS.OTP_LOGIN, body, { language }),
    phoneExists: (body: { phone_number: string }) => post<PhoneExists>(API_ENDPOINTS.PHONE_EXISTS, body),
    firebaseVerifyOtp: (body: Otp) => post<SuccessResponse>(API_ENDPOINTS.FIREBASE_VERIFY_OTP_CODE, body),
    firebaseOtpLogin: (body: Otp & { name?: string; email?: string }, language?: string) =>
      post<AuthResponse>(API_ENDPOINTS.FIREBASE_OTP_LOGIN, body, { language }),
    updateContact: (body: Otp) => post<SuccessResponse>(API_ENDPOINTS.UPDATE_CONTACT, body),
    firebaseUpdateContact: (body: Otp) => post<SuccessResponse>(API_ENDPOINTS.FIREBASE_UPDATE_CONTACT, body),
  },
  users: {
    me: () => get<User>(API_ENDPOINTS.USERS_ME),
    update: ({ id, ...body }: UserUpdateInput & { id: number }) =>
      put<User>(`${API_ENDPOINTS.USERS}/${encode(id)}`, body),
    deleteAddress: (id: number) => remove<boolean>(`${API_ENDPOINTS.USERS_ADDRESS}/${encode(id)}`),
    /** Multipart upload of pictures (SPEC §5: files under attachment[]). */
    upload: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('attachment[]', file);
      return request<Attachment[]>({
        method: 'post',
        url: API_ENDPOINTS.ATTACHMENTS,
        data: form,
        headers: { 'Content-Type': 'multipart/form-data' },
      });
    },
  },
  dev: {
    /** Ours, development only: the outbox of mail and text messages (404 when it is off). */
    outbox: (params: { limit?: number; recipient?: string } = {}) =>
      get<{ data: OutboxMessage[] }>(API_ENDPOINTS.DEV_OUTBOX, params),
  },
  inbox: {
    contactUs: (body: { name: string; email: string; subject: string; description: string }) =>
      post<SuccessResponse>(API_ENDPOINTS.CONTACT_US, body),
    subscribe: (body: { email: string }) => post<SuccessResponse>(API_ENDPOINTS.SUBSCRIBE_TO_NEWSLETTER, body),
    productRequest: (body: Record<string, string>) => post<SuccessResponse>(API_ENDPOINTS.PRODUCT_REQUEST, body),
  },
};

export type Client = typeof client;
