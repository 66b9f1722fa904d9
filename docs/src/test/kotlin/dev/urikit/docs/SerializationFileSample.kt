@file:UseSerializers(UriSerializer::class, HttpUriSerializer::class)

package dev.urikit.docs

import dev.urikit.Uri
import dev.urikit.UriSerializer
import dev.urikit.http.HttpUri
import dev.urikit.http.HttpUriSerializer
import kotlinx.serialization.Serializable
import kotlinx.serialization.UseSerializers

@Serializable
data class Link(val target: Uri, val page: HttpUri)
