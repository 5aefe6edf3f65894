import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Política de privacidad',
  description:
    'Qué datos personales recoge PickBazar cuando compras, para qué los necesitamos, con quién los compartimos y cómo puedes controlarlos.',
  updated: 'Última actualización: 2 de marzo de 2026',
  sections: [
    {
      id: 'who-we-are',
      title: 'Quiénes somos',
      blocks: [
        'PickBazar gestiona este mercado desde 120 Hudson Street, Nueva York, NY 10013, Estados Unidos, y es responsable de los datos personales que se describen aquí. Para cualquier consulta sobre tus datos, escribe a [privacy@pickbazar.example](mailto:privacy@pickbazar.example).',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Qué datos recogemos',
      blocks: [
        {
          list: [
            '**Datos de la cuenta:** nombre, correo electrónico, teléfono y contraseña (guardada solo como hash seguro).',
            '**Datos del pedido:** direcciones de entrega y facturación, qué compraste y en qué tiendas, y tus indicaciones de entrega.',
            '**Datos de pago:** la forma de pago elegida. Los números de tarjeta los recoge Stripe, nuestro proveedor de pagos; nosotros solo vemos la marca, los cuatro últimos dígitos y la caducidad.',
            '**Tu actividad:** lista de deseos, opiniones, preguntas y mensajes a atención al cliente.',
            '**Datos técnicos:** dirección IP, tipo de navegador y páginas visitadas, que guardamos en los registros del servidor para prestar y proteger el servicio.',
          ],
        },
      ],
    },
    {
      id: 'why',
      title: 'Para qué los usamos',
      blocks: [
        {
          list: [
            'Para tramitar, entregar y gestionar tus pedidos, incluidos reembolsos y descargas (ejecución de nuestro contrato contigo).',
            'Para proteger tu cuenta y prevenir el fraude y los abusos (nuestro interés legítimo).',
            'Para enviarte nuestro boletín, solo si te has suscrito; cada correo incluye un enlace para darte de baja (tu consentimiento).',
            'Para conservar facturas y registros fiscales durante el tiempo que exige la ley (obligación legal).',
          ],
        },
        'No vendemos tus datos personales ni los usamos para mostrarte publicidad en otras webs.',
      ],
    },
    {
      id: 'sharing',
      title: 'Con quién los compartimos',
      blocks: [
        {
          list: [
            '**Las tiendas a las que compras** reciben tu nombre, dirección de entrega, teléfono y pedido para prepararlo y entregarlo.',
            '**Los repartidores** reciben lo necesario para llegar hasta ti.',
            '**Proveedores de servicios** que trabajan para nosotros por contrato: Stripe para los pagos, nuestro proveedor de alojamiento y nuestros servicios de correo y SMS.',
            '**Las autoridades,** solo cuando la ley lo exige.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        'Usamos unas pocas cookies estrictamente necesarias y el almacenamiento del navegador para mantener tu sesión iniciada, recordar tu carrito y tus datos de pago, y recordar tu idioma. No usamos cookies publicitarias.',
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo los conservamos',
      blocks: [
        'Conservamos los datos de tu cuenta mientras esté abierta. Los pedidos y facturas se guardan siete años por motivos fiscales. Los mensajes a atención al cliente se eliminan a los dos años y los registros del servidor, a los 30 días.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Tus derechos',
      blocks: [
        'Puedes consultar y corregir la mayoría de tus datos en tu [perfil](/profile). También puedes pedirnos una copia de tus datos, solicitar que los borremos o limitemos su uso, u oponerte a cómo los usamos. Escribe a [privacy@pickbazar.example](mailto:privacy@pickbazar.example) y te responderemos en un plazo de 30 días. Si no quedas satisfecho, puedes reclamar ante la autoridad de protección de datos de tu país.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en esta política',
      blocks: [
        'Cuando modifiquemos esta política, actualizaremos la fecha que aparece al principio de la página. Si el cambio afecta al uso de datos que ya nos has dado, te avisaremos por correo antes de que entre en vigor.',
      ],
    },
  ],
};

export default content;
