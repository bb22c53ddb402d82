import type { UserDto } from '#common/schemas/users';
import type { Db } from '#server/db/database';
import { enrolledCourseIds } from '#server/db/enrollments';
import { childrenOf } from '#server/db/family';
import type { User } from '#server/db/schema';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';

/** An account as every answer about it shows it: who it is and whether it is switched off. */
export const accountFields = (storage: Storage, user: User) => ({
  _id: user.id,
  userName: user.user_name,
  email: user.email,
  mobileNo: user.mobile_no ?? '',
  profileImg: user.profile_img ? imageUrl(storage, user.profile_img) : '',
  role: user.role,
  deactivated: user.deactivated_at !== null,
  createdAt: user.created_at,
});

export async function userDto(db: Db, storage: Storage, user: User): Promise<UserDto> {
  return {
    ...accountFields(storage, user),
    enrolledCourse: await enrolledCourseIds(db, user.id),
    emailVerified: user.email_verified_at !== null,
    hasChildren: (await childrenOf(db, user.id)).length > 0,
    mobileVerified: user.mobile_verified_at !== null,
    language: user.language,
    address: user.address ?? '',
    state: user.state ?? '',
    gstin: user.gstin ?? '',
    updatedAt: user.updated_at,
  };
}
