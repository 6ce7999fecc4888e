// The reward application form (SPEC §2 Apply-for-reward, §5): a remark of at most 140 characters and
// up to 3 images (jpeg/jpg/png, 5 MB each). Images are uploaded when the form is sent, one after the
// other, so the page can show how many are through; an uploaded image keeps its picture id, so a
// send that failed is tried again without uploading it twice. The request itself is one intent per
// promotion: a double tap sends it once.
import {
  REWARD_IMAGE_MAX_BYTES,
  REWARD_IMAGE_MAX_COUNT,
  REWARD_REMARK_MAX,
  promotionCalls,
} from '@contract/calls/promotions';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { Promotion } from './PromotionsStore';

export { REWARD_IMAGE_MAX_BYTES, REWARD_IMAGE_MAX_COUNT, REWARD_REMARK_MAX };
/** What the image picker accepts (SPEC §5: jpeg, jpg or png). */
export const REWARD_IMAGE_ACCEPT = ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'] as const;

/** Why an image was refused: its type, its size, one too many, or it does not read as an image. */
export type ImageProblem = 'type' | 'size' | 'count' | 'read';

export interface RewardApplicationDeps {
  api: Pick<ApiClient, 'call'>;
  /** The file's bytes, base64 (no data: prefix). */
  readBase64?: (file: File) => Promise<string>;
}

/** Reads a file as base64 with the browser's FileReader. */
export function readFileBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export class RewardApplication {
  remark = '';
  files: File[] = [];
  imageProblem: ImageProblem | null = null;
  /**
   * A refusal from the pick now being added: the picker reports refusals before it hands over the
   * accepted files, so that hand-over must not clear the message it comes with.
   */
  private refusedInThisPick = false;
  /** Picture ids of the images already uploaded (kept across a failed send). */
  private readonly uploaded = new Map<File, string>();
  uploading = false;
  uploadedCount = 0;
  submitting = false;
  error: unknown = null;

  constructor(
    private readonly deps: RewardApplicationDeps,
    readonly promotionId: number,
  ) {
    makeAutoObservable<RewardApplication, 'deps' | 'uploaded' | 'refusedInThisPick'>(
      this,
      { deps: false, uploaded: false, promotionId: false, refusedInThisPick: false },
      { autoBind: true },
    );
  }

  setRemark(value: string) {
    this.remark = value.slice(0, REWARD_REMARK_MAX);
  }

  setFiles(files: File[]) {
    this.files = files.slice(0, REWARD_IMAGE_MAX_COUNT);
    for (const f of [...this.uploaded.keys()]) if (!this.files.includes(f)) this.uploaded.delete(f);
    if (this.refusedInThisPick) this.refusedInThisPick = false;
    else this.imageProblem = null;
  }

  refuseImage(reason: ImageProblem) {
    this.imageProblem = reason;
    this.refusedInThisPick = true;
  }

  /** Whether what the promotion asks for is present (SPEC §5: image when imageRequired, remark when remarkRequired). */
  canSubmit(p: Pick<Promotion, 'imageRequired' | 'remarkRequired'>): boolean {
    if (this.submitting) return false;
    if (p.imageRequired === 'Y' && this.files.length === 0) return false;
    if (p.remarkRequired === 'Y' && !this.remark.trim()) return false;
    return true;
  }

  /** Uploads the images not uploaded yet, then sends the application; true when it was accepted. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.error = null;
    try {
      const pictures = await this.uploadAll();
      await this.deps.api.call(
        promotionCalls.rewardRequest,
        { promotionId: this.promotionId, remarks: this.remark.trim(), pictures },
        { intent: `reward-apply:${this.promotionId}` },
      );
      return true;
    } catch (e) {
      runInAction(() => {
        this.error = e;
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.uploading = false;
      });
    }
  }

  private async uploadAll(): Promise<string[]> {
    const read = this.deps.readBase64 ?? readFileBase64;
    const files = [...this.files];
    runInAction(() => {
      this.uploading = files.length > 0;
      this.uploadedCount = files.filter((f) => this.uploaded.has(f)).length;
    });
    const ids: string[] = [];
    for (const file of files) {
      let id = this.uploaded.get(file);
      if (!id) {
        const data = await read(file);
        const res = await this.deps.api.call(promotionCalls.uploadRewardImage, {
          fileName: file.name.slice(-200),
          contentType: file.type || 'image/jpeg',
          data,
        });
        id = res.pictureId;
        this.uploaded.set(file, id);
        runInAction(() => {
          this.uploadedCount += 1;
        });
      }
      ids.push(id);
    }
    return ids;
  }
}
