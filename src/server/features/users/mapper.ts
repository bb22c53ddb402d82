import type { UserDto } from '#common/schemas/users';
import type { Db } from '../../db/database';
import { enrolledCourseIds } from '../../db/enrollments';
import type { User } from '../../db/schema';
import { imageUrl } from '../../services/images';
import type { Storage } from '../../services/storage';

export async function userDto(db: Db, storage: Storage, user: User): Promise<UserDto> {
  return {
    _id: user.id,
    userName: user.user_name,
    email: user.email,
    mobileNo: user.mobile_no ?? '',
    profileImg: user.profile_img ? imageUrl(storage, user.profile_img) : '',
    role: user.role,
    enrolledCourse: await enrolledCourseIds(db, user.id),
    deactivated: user.deactivated_at !== null,
    emailVerified: user.email_verified_at !== null,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}
