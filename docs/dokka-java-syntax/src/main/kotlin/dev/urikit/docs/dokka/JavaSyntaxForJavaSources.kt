package dev.urikit.docs.dokka

import org.jetbrains.dokka.base.DokkaBase
import org.jetbrains.dokka.base.signatures.KotlinSignatureProvider
import org.jetbrains.dokka.base.signatures.SignatureProvider
import org.jetbrains.dokka.kotlinAsJava.signatures.JavaSignatureProvider
import org.jetbrains.dokka.model.Documentable
import org.jetbrains.dokka.model.WithSources
import org.jetbrains.dokka.pages.ContentNode
import org.jetbrains.dokka.plugability.DokkaContext
import org.jetbrains.dokka.plugability.DokkaPlugin
import org.jetbrains.dokka.plugability.DokkaPluginApiPreview
import org.jetbrains.dokka.plugability.PluginApiPreviewAcknowledgement

/**
 * Shows each declaration in the syntax of the language it is written in: Java classes and members with Java
 * signatures, the Kotlin DSL and extensions with Kotlin ones, in one site.
 *
 * Dokka renders every declaration with one signature provider, Kotlin's by default; its kotlin-as-java plugin
 * turns everything into Java, the Kotlin DSL included. This plugin replaces the default provider with one that
 * asks, for each declaration, whether its source file is a `.java` file.
 */
public class JavaSyntaxForJavaSources : DokkaPlugin() {

    private val dokkaBase by lazy { plugin<DokkaBase>() }

    /** The signature provider that chooses by source language; replaces Dokka's Kotlin-only one. */
    public val languageOfSourceSignatures by extending {
        dokkaBase.signatureProvider providing ::LanguageOfSourceSignatureProvider override dokkaBase.kotlinSignatureProvider
    }

    @OptIn(DokkaPluginApiPreview::class)
    override fun pluginApiPreviewAcknowledgement(): PluginApiPreviewAcknowledgement = PluginApiPreviewAcknowledgement
}

/** Java signatures for declarations from `.java` files, Kotlin signatures for the rest. */
public class LanguageOfSourceSignatureProvider(context: DokkaContext) : SignatureProvider {
    private val java = JavaSignatureProvider(context)
    private val kotlin = KotlinSignatureProvider(context)

    override fun signature(documentable: Documentable): List<ContentNode> =
        if (isJava(documentable)) java.signature(documentable) else kotlin.signature(documentable)

    private fun isJava(documentable: Documentable): Boolean =
        (documentable as? WithSources)?.sources?.values?.any { it.path.endsWith(".java") } == true
}
