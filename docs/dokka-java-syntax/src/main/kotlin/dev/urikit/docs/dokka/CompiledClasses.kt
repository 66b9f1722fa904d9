package dev.urikit.docs.dokka

import org.jetbrains.dokka.links.DRI
import java.io.File
import java.lang.reflect.Executable
import java.lang.reflect.Modifier
import java.net.URLClassLoader

/**
 * What the compiled classes say and Dokka's model of Java sources leaves out: whether a class is `sealed` and what
 * it `permits`, whether it is a record and its components, whether a method takes varargs, and whether a class was
 * written in Java at all (Kotlin classes carry `kotlin.Metadata`). Classes are loaded without being initialized.
 *
 * @param loader finds the documented classes and what they refer to; the JDK's through its parent
 */
internal class CompiledClasses(private val loader: ClassLoader) {

    /** The class [dri] names (its package and class names, a member's DRI naming its class), or null. */
    fun classOf(dri: DRI): Class<*>? {
        val names = dri.classNames ?: return null
        val binary = (if (dri.packageName.isNullOrEmpty()) "" else dri.packageName + ".") + names.replace('.', '$')
        return try {
            Class.forName(binary, false, loader)
        } catch (e: ClassNotFoundException) {
            null
        } catch (e: LinkageError) {
            null
        }
    }

    /** Whether the class [dri] names was compiled from Java: it loads and has no `kotlin.Metadata`. */
    fun isJava(dri: DRI): Boolean {
        val type = classOf(dri) ?: return false
        return type.declaredAnnotations.none { it.annotationClass.java.name == KOTLIN_METADATA }
    }

    /**
     * Whether the method or constructor of [type] named [name] (`"<init>"` for a constructor) whose parameters erase
     * to [erasures] takes varargs; a null erasure matches any parameter type (a type variable).
     */
    fun isVarArgs(type: Class<*>, name: String, erasures: List<String?>): Boolean {
        val candidates: List<Executable> =
            if (name == CONSTRUCTOR) type.declaredConstructors.toList() else type.declaredMethods.filter { it.name == name }
        return candidates.any { candidate ->
            candidate.isVarArgs && candidate.parameterCount == erasures.size &&
                candidate.parameterTypes.zip(erasures).all { (parameter, erasure) ->
                    erasure == null || erasure == parameter.canonicalName
                }
        }
    }

    /** Whether [type] or a superclass declares a public or protected field named [name]. */
    fun isVisibleField(type: Class<*>, name: String): Boolean = try {
        generateSequence(type) { it.superclass }.any { owner ->
            owner.declaredFields.any { it.name == name && (Modifier.isPublic(it.modifiers) || Modifier.isProtected(it.modifiers)) }
        }
    } catch (e: LinkageError) {
        false
    }

    companion object {
        const val CONSTRUCTOR = "<init>"
        private const val KOTLIN_METADATA = "kotlin.Metadata"

        /** Classes of [classpath], the JDK's through the platform class loader (not Dokka's or the build tool's). */
        fun of(classpath: List<File>): CompiledClasses =
            CompiledClasses(URLClassLoader(classpath.map { it.toURI().toURL() }.toTypedArray(), ClassLoader.getPlatformClassLoader()))

        /** The modifiers a class declaration shows in Java: the class file's, `sealed` and `non-sealed` added. */
        fun modifiersOf(type: Class<*>): List<String> {
            val flags = type.modifiers
            val words = mutableListOf<String>()
            when {
                Modifier.isPublic(flags) -> words += "public"
                Modifier.isProtected(flags) -> words += "protected"
                Modifier.isPrivate(flags) -> words += "private"
            }
            val implicit = type.isInterface || type.isEnum || type.isRecord
            if (Modifier.isAbstract(flags) && !implicit) words += "abstract"
            if (Modifier.isStatic(flags) && type.enclosingClass != null && !implicit) words += "static"
            if (Modifier.isFinal(flags) && !type.isEnum && !type.isRecord) words += "final"
            if (type.isSealed) {
                words += "sealed"
            } else if (!Modifier.isFinal(flags) && !type.isEnum && !type.isRecord && directSupertypes(type).any { it.isSealed }) {
                words += "non-sealed"
            }
            return words
        }

        private fun directSupertypes(type: Class<*>): List<Class<*>> = listOfNotNull(type.superclass) + type.interfaces
    }
}
