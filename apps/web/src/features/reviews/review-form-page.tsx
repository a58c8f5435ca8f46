import { type MyReview, reviewFields } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { LIMITS } from '@siktak/contract/rules';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { formDataOf } from '../../shared/api/form-data';
import { FormImagePicker, FormTextArea } from '../../shared/forms/form-fields';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { dotDate, listDate, timeOf } from '../../shared/lib/format';
import { RequireAuth } from '../../shared/lib/require-auth';
import { useMyReservation } from '../../shared/reservations/api';
import { Button, ButtonLink } from '../../shared/ui/button';
import type { PickedImage } from '../../shared/ui/image-picker';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState, LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { useMyReview, useSaveReview } from './api';
import { ScoreInput } from './score-input';

/** What the reservation list hands over (its whole row). */
interface ReservationSeed {
  reservationNo?: number | string;
  storeNo?: number | string;
  storeName?: string;
  reservationDate?: string;
  reservationTime?: string;
}

type FormState = { reservation?: ReservationSeed; review?: Partial<MyReview> } | null;

/** A positive id from router state, where the existing client may have put numbers or strings. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

interface Target {
  reservationNo: number;
  storeNo: number;
  storeName: string;
  /** "2026.11.15 (일) 12:00 방문" or "2026.11.17 작성". */
  caption: string;
}

const CONTENT_ID = 'review-content';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-8">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

function MissingIds() {
  return (
    <Frame title="리뷰 작성">
      <EmptyState
        title="리뷰를 쓸 예약을 찾지 못했어요."
        description="리뷰는 예약 내역에서 다녀온 예약을 골라 쓸 수 있어요."
        action={<ButtonLink to="/my-reservation-list">예약 내역 보기</ButtonLink>}
      />
    </Frame>
  );
}

function ReviewForm({ target, review }: { target: Target; review: MyReview | null }) {
  const editing = review !== null;
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveReview(review?.reviewNo ?? null);
  const form = useContractForm(reviewFields, {
    defaultValues: {
      reservationNo: target.reservationNo,
      storeNo: target.storeNo,
      storeGrade: review?.storeGrade ?? (null as number | null),
      reviewContent: review?.reviewContent ?? '',
      images: review?.imageUrls.map((url) => ({ kind: 'existing' as const, url })) ?? ([] as PickedImage[]),
    },
    check: ({ images }) => ({
      images:
        images.length > LIMITS.reviewImagesMax
          ? MESSAGES.reviewImagesMax
          : !editing && images.length < LIMITS.reviewImagesMinOnCreate
            ? MESSAGES.reviewImageRequired
            : undefined,
    }),
  });
  const { control } = form;
  const contentLength = form.watch('reviewContent').length;
  const [failure, setFailure] = useState<string | null>(null);
  const failedText = editing ? MESSAGES.reviewEditFailed : MESSAGES.reviewWriteFailed;

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    const images = form.getValues('images');
    const kept = images.flatMap((image) => (image.kind === 'existing' ? [image.url] : []));
    const body = formDataOf(
      {
        reservationNo: fields.reservationNo,
        storeNo: fields.storeNo,
        reviewContent: fields.reviewContent,
        storeGrade: fields.storeGrade,
        // Our app says which existing photos stay; an empty part keeps none (docs/api-additions.md).
        ...(editing ? { keepImageUrls: kept.length > 0 ? kept : '' } : {}),
      },
      { files: images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])) },
    );
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      navigate('/my-review-list');
    } catch (error) {
      if (form.showServerErrors(error)) return;
      toast.error(failedText);
      if (error instanceof ApiError) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-7">
      <div className="rounded-2xl bg-ink-50 px-5 py-4">
        <p className="text-lg font-bold text-ink-900">{target.storeName}</p>
        <p className="text-sm text-ink-600">{target.caption}</p>
      </div>
      <Controller
        control={control}
        name="storeGrade"
        render={({ field, fieldState }) => (
          <ScoreInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormTextArea
        control={control}
        name="reviewContent"
        id={CONTENT_ID}
        label="리뷰 내용"
        required
        maxLength={LIMITS.reviewContentMax}
        rows={6}
        placeholder="음식의 맛, 양, 분위기, 서비스는 어땠나요?"
        hint={`${contentLength.toLocaleString()}/${LIMITS.reviewContentMax.toLocaleString()}자`}
      />
      <FormImagePicker
        control={control}
        name="images"
        label="사진"
        required={!editing}
        max={LIMITS.reviewImagesMax}
        maxMessage={MESSAGES.reviewImagesMax}
        hint={`최대 ${LIMITS.reviewImagesMax}장 · JPG, PNG, WebP, GIF · 한 장에 10MB까지`}
      />
      {failure && (
        <div role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-red-700">
          <p className="font-semibold">{failedText}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => navigate(-1)} disabled={save.isPending}>
          취소
        </Button>
        <Button
          type="submit"
          size="lg"
          loading={save.isPending}
          loadingText={editing ? '수정 중…' : '등록 중…'}
          className="sm:min-w-40"
        >
          {editing ? '수정하기' : '등록하기'}
        </Button>
      </div>
    </form>
  );
}

function EditReview({ reviewNo, seed }: { reviewNo: number; seed: MyReview | undefined }) {
  const { data: review, isPending, isError, error, refetch } = useMyReview(reviewNo, seed);
  if (isPending) {
    return (
      <Frame title="리뷰 수정">
        <LoadingBlock label="리뷰를 불러오는 중">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="mt-7 h-16 w-full" />
          <Skeleton className="mt-7 h-40 w-full" />
        </LoadingBlock>
      </Frame>
    );
  }
  if ((isError && error instanceof ApiError && error.status === 404) || (!isError && !review)) {
    return (
      <Frame title="리뷰 수정">
        <EmptyState
          title="리뷰를 찾을 수 없어요."
          description="이미 삭제된 리뷰일 수 있어요."
          action={<ButtonLink to="/my-review-list">내 리뷰 보기</ButtonLink>}
        />
      </Frame>
    );
  }
  if (isError || !review) {
    return (
      <Frame title="리뷰 수정">
        <ErrorState message="리뷰를 불러오지 못했어요." onRetry={() => refetch()} />
      </Frame>
    );
  }
  return (
    <Frame title="리뷰 수정">
      <ReviewForm
        review={review}
        target={{
          reservationNo: review.reservationNo,
          storeNo: review.storeNo,
          storeName: review.storeName,
          caption: `${dotDate(review.createDate)} 작성`,
        }}
      />
    </Frame>
  );
}

/** A complete review handed over by the detail page, usable before the fresh copy arrives. */
function seedOf(review: Partial<MyReview> | undefined): MyReview | undefined {
  return review && Array.isArray(review.imageUrls) && typeof review.reviewContent === 'string'
    ? (review as MyReview)
    : undefined;
}

/** "2026.11.15 (일) 12:00 방문", or 방문 후기 without a date. */
function visitCaption(date: string | undefined, time: string | undefined): string {
  if (!date) return '방문 후기';
  return `${listDate(date)}${time ? ` ${timeOf(time)}` : ''} 방문`;
}

function WriteReview({ target }: { target: Target }) {
  return (
    <Frame title="리뷰 작성">
      <ReviewForm review={null} target={target} />
    </Frame>
  );
}

/** A review of the booking in the address (`?reservationNo=`): the booking is read for its store and visit. */
function WriteReviewOfBooking({ reservationNo }: { reservationNo: number }) {
  const { data, isPending, isError, error, refetch } = useMyReservation(reservationNo);
  if (isPending) {
    return (
      <Frame title="리뷰 작성">
        <LoadingBlock label="예약 정보를 불러오는 중">
          <Skeleton className="h-20 w-full" />
        </LoadingBlock>
      </Frame>
    );
  }
  if (isError && !(error instanceof ApiError && error.status === 404)) {
    return (
      <Frame title="리뷰 작성">
        <ErrorState message={MESSAGES.reservationsLoadFailed} onRetry={() => refetch()} />
      </Frame>
    );
  }
  if (isError) return <MissingIds />;
  // Written already: the form edits that review.
  if (data.reviewNo !== null) return <EditReview reviewNo={data.reviewNo} seed={undefined} />;
  return (
    <WriteReview
      target={{
        reservationNo,
        storeNo: data.storeNo,
        storeName: data.storeName,
        caption: visitCaption(data.reservationDate, data.reservationTime),
      }}
    />
  );
}

/**
 * The review or the booking comes from the address (`?reviewNo=`, `?reservationNo=`), so a reload, a new
 * tab or a link opens the form, or from router state as the existing client hands it over.
 */
function ReviewFormScreen() {
  const state = useLocation().state as FormState;
  const [params] = useSearchParams();
  const reviewNo = idOf(params.get('reviewNo') ?? state?.review?.reviewNo);
  if (reviewNo !== null) return <EditReview reviewNo={reviewNo} seed={seedOf(state?.review)} />;

  const reservation = state?.reservation;
  const reservationNo = idOf(params.get('reservationNo') ?? reservation?.reservationNo);
  const storeNo = idOf(reservation?.storeNo);
  if (reservationNo === null) return <MissingIds />;
  // Router state (the list's whole row) names the store at once; an address alone reads the booking.
  if (storeNo === null || idOf(reservation?.reservationNo) !== reservationNo) {
    return <WriteReviewOfBooking reservationNo={reservationNo} />;
  }
  return (
    <WriteReview
      target={{
        reservationNo,
        storeNo,
        storeName: reservation?.storeName ?? '방문한 가게',
        caption: visitCaption(reservation?.reservationDate, reservation?.reservationTime),
      }}
    />
  );
}

export default function ReviewFormPage() {
  return (
    <RequireAuth>
      <ReviewFormScreen />
    </RequireAuth>
  );
}
